import { LocalizedNotFound } from '@/components/not-found/localized-not-found';

export default function LocaleNotFound() {
  return <LocalizedNotFound />;
}
