// A query's first ask narrowed to a kind, made for this request alone (lib/search/first-asks.ts).
export { default, generateMetadata } from '@/app/[locale]/search/[query]/[page]/[kind]/page';

export const dynamic = 'force-dynamic';
