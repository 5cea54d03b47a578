import { getRequestConfig } from 'next-intl/server';

export default getRequestConfig(async ({ requestLocale }) => ({
  locale: (await requestLocale) ?? 'en',
  messages: { Page: { title: 'A page', text: 'Text of a page, rendered once and served from the cache.' } },
}));
