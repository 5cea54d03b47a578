// Unit tests run outside React's server environment, where `server-only` would throw.
export {};
