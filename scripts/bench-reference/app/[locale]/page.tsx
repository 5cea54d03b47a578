import { getTranslations, setRequestLocale } from 'next-intl/server';

export const revalidate = 60;

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Page');
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a 1×1 picture, so that text stays the largest element (/en/picture has a real one) */}
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" width={300} height={200} />
    </main>
  );
}
