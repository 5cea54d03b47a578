import type { AbsoluteMedia, Album, Lang, Localized, Video } from './types.ts';
import { ashgabatTime, days } from './support.ts';

const ALBUM_TITLES: readonly Localized[] = [
  {
    tk: 'Mekdep olimpiadasynyň ýeňijilerini sylaglamak dabarasy',
    ru: 'Церемония награждения победителей школьной олимпиады',
    en: 'Award ceremony for the school olympiad winners',
  },
  {
    tk: 'Mugallymlaryň sanly bilim forumy',
    ru: 'Форум учителей по цифровому образованию',
    en: "Teachers' forum on digital education",
  },
  {
    tk: 'Täze kompýuter otaglarynyň açylyşy',
    ru: 'Открытие новых компьютерных классов',
    en: 'Opening of new computer classrooms',
  },
  { tk: 'Ýaş robototehnikleriň bäsleşigi', ru: 'Конкурс юных робототехников', en: "Young robotics engineers' contest" },
  { tk: 'Merkezde açyk gapylar güni', ru: 'День открытых дверей в центре', en: 'Open day at the centre' },
  { tk: '«Howpsuz internet» hepdeligi', ru: 'Неделя «Безопасный интернет»', en: 'Safe Internet Week' },
  { tk: 'Bilim güni mynasybetli dabaralar', ru: 'Торжества ко Дню знаний', en: 'Knowledge Day celebrations' },
  { tk: 'Wideosapaklaryň ýazgysy', ru: 'Запись видеоуроков', en: 'Recording video lessons' },
  { tk: 'Programmirleme boýunça tomusky mekdep', ru: 'Летняя школа программирования', en: 'Summer programming school' },
  {
    tk: 'Halkara bilim sergisi',
    ru: 'Международная образовательная выставка',
    en: 'International education exhibition',
  },
];

const FIRST_ALBUM_ID = 301;

export function buildAlbums(lang: Lang, absolute: AbsoluteMedia): Album[] {
  return ALBUM_TITLES.map((title, index) => {
    const id = FIRST_ALBUM_ID + ALBUM_TITLES.length - 1 - index;
    const imageCount = 6 + (index % 4);
    const lastAlbum = index === ALBUM_TITLES.length - 1;
    return {
      id,
      title: title[lang],
      created_at: ashgabatTime('2026-11-10T15:00', -days(index * 17)),
      images: Array.from({ length: imageCount }, (_, position) => {
        const name = `album-${id}-${position + 1}`;
        const thumbnail = `/media/thumbs/${name}.png`;
        const full = `/media/photos/${name}.png`;
        // The oldest album comes from a time when only thumbnails were kept: `image` is
        // optional in the contract, so the lightbox must fall back to the thumbnail.
        if (lastAlbum) return { id: id * 100 + position, image_thumbnail: thumbnail };
        const useAbsolute = index === 1 && position < 2;
        return {
          id: id * 100 + position,
          image_thumbnail: useAbsolute ? absolute(thumbnail) : thumbnail,
          image: useAbsolute ? absolute(full) : full,
        };
      }),
    };
  });
}

const VIDEO_TITLES: readonly Localized[] = [
  {
    tk: '«Elektron mekdep» ulgamyna nädip girmeli',
    ru: 'Как войти в систему «Электронная школа»',
    en: 'How to sign in to the e-school system',
  },
  {
    tk: 'Çagany çagalar bagyna onlaýn ýazdyrmak',
    ru: 'Как записать ребёнка в детский сад онлайн',
    en: 'Enrolling a child in kindergarten online',
  },
  {
    tk: 'Elektron gündelik: ata-eneler üçin gollanma',
    ru: 'Электронный дневник: инструкция для родителей',
    en: 'The electronic diary: a guide for parents',
  },
  { tk: 'Onlaýn töleg ädimme-ädim', ru: 'Онлайн-оплата шаг за шагом', en: 'Online payment step by step' },
  {
    tk: 'Olimpiada meselelerini çözmegiň usullary',
    ru: 'Приёмы решения олимпиадных задач',
    en: 'Techniques for solving olympiad problems',
  },
  { tk: 'Berk açar sözüni nädip döretmeli', ru: 'Как создать надёжный пароль', en: 'How to create a strong password' },
  { tk: 'Merkeziň işi barada gysgaça', ru: 'Коротко о работе центра', en: "The centre's work in brief" },
  {
    tk: 'Interaktiw tagta bilen işlemek',
    ru: 'Работа с интерактивной доской',
    en: 'Working with an interactive whiteboard',
  },
];

/** Every demo video plays the same short clip; only titles and posters differ. */
export const SAMPLE_VIDEO_PATH = '/media/videos/sample.mp4';
const FIRST_VIDEO_ID = 401;

export function buildVideos(lang: Lang, absolute: AbsoluteMedia): Video[] {
  return VIDEO_TITLES.map((title, index) => {
    const id = FIRST_VIDEO_ID + VIDEO_TITLES.length - 1 - index;
    const poster = `/media/posters/video-${id}.png`;
    const useAbsolute = index === 2;
    return {
      id,
      title: title[lang],
      published_date: ashgabatTime('2026-11-08T12:00', -days(index * 9)),
      video: {
        src: useAbsolute ? absolute(SAMPLE_VIDEO_PATH) : SAMPLE_VIDEO_PATH,
        poster_thumbnail: useAbsolute ? absolute(poster) : poster,
        duration_seconds: 4,
      },
    };
  });
}
