// The site's stylesheets as one, written by `npm run bench` from the page it audits before it
// builds this reference (never committed): the bare page of text, its first paint waiting on a
// stylesheet as heavy as the site's, as every page of the site's does. What that wait costs a
// phone on a slow network is this page's time beside the bare page's.
import './site.css';

export const revalidate = 60;

export { default } from '../page';
