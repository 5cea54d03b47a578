#!/bin/sh
# Fills each /etc/nginx/templates/NAME.template into /etc/nginx/conf.d/NAME with envsubst of the
# variables that template names, and only those: nginx's own ($host, $uri) stay as they are. A
# variable a template names but the environment lacks stops the container, named: filled with
# nothing, it would break a line of the configuration. Then runs the command (nginx).
set -eu

for template in /etc/nginx/templates/*.template; do
  [ -e "$template" ] || continue
  names=$(grep -o '\${[A-Za-z_][A-Za-z0-9_]*}' "$template" | tr -d '${}' | sort -u)
  for name in $names; do
    if ! printenv "$name" >/dev/null; then
      echo "nginx-entrypoint: $template names \${$name}, which is not set" >&2
      exit 1
    fi
  done
  target="/etc/nginx/conf.d/$(basename "$template" .template)"
  # shellcheck disable=SC2086 # one ${NAME} per name, as envsubst takes them
  envsubst "$(printf '${%s} ' $names)" <"$template" >"$target"
done

exec "$@"
