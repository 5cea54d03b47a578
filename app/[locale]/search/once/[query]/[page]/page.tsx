// A query's first ask, made for this request alone (lib/search/first-asks.ts): the kept page's twin.
export { default, generateMetadata } from '@/app/[locale]/search/[query]/[page]/page';

export const dynamic = 'force-dynamic';
