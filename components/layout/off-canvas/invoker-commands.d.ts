import 'react';

// Invoker commands (`<button commandfor command>`) open and close a dialog without script;
// React passes the attributes through, but its types do not list them yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- must match React's declaration to merge with it
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
}
