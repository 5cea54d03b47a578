import type { AbsoluteMedia, Competition, Course, Lang, Localized } from './types.ts';
import type { Subject } from './support.ts';
import {
  PORTAL,
  SUBJECTS,
  ashgabatTime,
  capitalize,
  days,
  externalLink,
  heading,
  p,
  strong,
  tkOrdinal,
  ul,
} from './support.ts';

/** The day the demo pretends it is: competitions before it are over, after it upcoming. */
export const DEMO_TODAY = '2026-11-21T12:00';

interface CompetitionKind {
  title: Localized<(s: Subject) => string>;
  about: Localized<(s: Subject) => string>;
}

const COMPETITION_KINDS: readonly CompetitionKind[] = [
  {
    title: {
      tk: (s) => `${capitalize(s.tk.name)} boýunça mekdep okuwçylarynyň olimpiadasy`,
      ru: (s) => `Олимпиада школьников по ${s.ru.dat}`,
      en: (s) => `School olympiad in ${s.en.name}`,
    },
    about: {
      tk: (s) => `${capitalize(s.tk.name)} boýunça olimpiada 8–12-nji synplaryň okuwçylary üçin geçirilýär.`,
      ru: (s) => `Олимпиада по ${s.ru.dat} проводится для учащихся 8–12 классов.`,
      en: (s) => `The ${s.en.name} olympiad is open to pupils in grades 8 to 12.`,
    },
  },
  {
    title: {
      tk: (s) => `${capitalize(s.tk.name)} boýunça iň gowy elektron sapak bäsleşigi`,
      ru: (s) => `Конкурс на лучший электронный урок по ${s.ru.dat}`,
      en: (s) => `Best e-lesson contest: ${s.en.name}`,
    },
    about: {
      tk: (s) => `Bäsleşige ${s.tk.name} mugallymlary öz taýýarlan elektron sapaklaryny hödürleýärler.`,
      ru: (s) => `Учителя ${s.ru.gen} представляют на конкурс свои электронные уроки.`,
      en: (s) => `${capitalize(s.en.name)} teachers submit e-lessons they have created.`,
    },
  },
  {
    title: {
      tk: (s) => `${capitalize(s.tk.name)} boýunça ýaş alymlaryň taslamalar bäsleşigi`,
      ru: (s) => `Конкурс проектов юных исследователей по ${s.ru.dat}`,
      en: (s) => `Young researchers' ${s.en.name} project contest`,
    },
    about: {
      tk: (s) => `Ýaş alymlar ${s.tk.name} ugrunda geçiren gözlegleriniň netijelerini hödürleýärler.`,
      ru: (s) => `Юные исследователи представляют результаты своих работ по ${s.ru.dat}.`,
      en: (s) => `Young researchers present the results of their ${s.en.name} projects.`,
    },
  },
  {
    title: {
      tk: (s) => `${capitalize(s.tk.name)} boýunça onlaýn wiktorina`,
      ru: (s) => `Онлайн-викторина по ${s.ru.dat}`,
      en: (s) => `Online ${s.en.name} quiz`,
    },
    about: {
      tk: (s) =>
        `Onlaýn wiktorina ${s.tk.name} boýunça gyzykly soraglardan ybarat, oňa islendik okuwçy gatnaşyp biler.`,
      ru: (s) => `Онлайн-викторина состоит из занимательных вопросов по ${s.ru.dat}; участвовать может любой школьник.`,
      en: (s) => `The online quiz consists of engaging ${s.en.name} questions and is open to every pupil.`,
    },
  },
  {
    title: {
      tk: (s) => `${capitalize(s.tk.name)} boýunça halkara olimpiada üçin saýlama tapgyry`,
      ru: (s) => `Отборочный тур международной олимпиады по ${s.ru.dat}`,
      en: (s) => `Selection round for the international ${s.en.name} olympiad`,
    },
    about: {
      tk: (s) =>
        `Saýlama tapgyryň ýeňijileri ${s.tk.name} boýunça halkara olimpiadada ýurdumyzyň adyndan çykyş ederler.`,
      ru: (s) => `Победители отборочного тура представят страну на международной олимпиаде по ${s.ru.dat}.`,
      en: (s) =>
        `Winners of the selection round will represent the country at the international ${s.en.name} olympiad.`,
    },
  },
];

const COMPETITION_TEXT = {
  requirements: { tk: 'Gatnaşmak üçin gerek:', ru: 'Для участия необходимы:', en: 'Participation requires:' },
  requirementList: {
    tk: [
      'bilim edarasy arkaly berlen arza',
      'gatnaşyjy barada gysgaça maglumat',
      'taslamanyň ýa-da işiň gysgaça beýany',
    ],
    ru: ['заявка от учебного заведения', 'краткие сведения об участнике', 'краткое описание проекта или работы'],
    en: [
      "an application from the participant's institution",
      'a short profile of the participant',
      'a brief description of the project or work',
    ],
  },
  rules: {
    tk: `Düzgünnama bilen ${externalLink(`${PORTAL}/competitions/rules`, 'şu ýerde')} tanyşyp bilersiňiz.`,
    ru: `С положением о конкурсе можно ознакомиться ${externalLink(`${PORTAL}/competitions/rules`, 'здесь')}.`,
    en: `The rules are available ${externalLink(`${PORTAL}/competitions/rules`, 'here')}.`,
  },
} as const;

export const COMPETITION_COUNT = 25;
const FIRST_COMPETITION_ID = 1001;

function competitionStatus(index: number, start: string, end: string): string {
  const today = Date.parse(ashgabatTime(DEMO_TODAY));
  if (Date.parse(end) < today) return index === 17 ? 'cancelled' : 'finished';
  // Anything but "active" must read as inactive on the site, so one more value is served.
  return Date.parse(start) > today && index % 4 === 3 ? 'planned' : 'active';
}

export function buildCompetitions(lang: Lang, absolute: AbsoluteMedia): Competition[] {
  return Array.from({ length: COMPETITION_COUNT }, (_, index) => {
    const id = FIRST_COMPETITION_ID + index;
    // kind = index mod 5 and subject = (kind + index div 5) mod 5 is a bijection on 25
    // items, so every (kind, subject) pair, hence every title, occurs exactly once.
    const kind = COMPETITION_KINDS[index % COMPETITION_KINDS.length]!;
    const s = SUBJECTS[(index + Math.floor(index / 5)) % SUBJECTS.length]!;
    // Newest first, a fortnight apart: the first ten start after DEMO_TODAY, the rest before.
    const startShift = -days(index * 14);
    const start = ashgabatTime('2027-04-03T10:00', startShift);
    const end = ashgabatTime('2027-04-03T18:00', startShift + days((index % 3) * 14 + 2));
    const image = `/media/photos/competition-${id}.png`;
    return {
      id,
      title: kind.title[lang](s),
      start_date: start,
      end_date: end,
      status: competitionStatus(index, start, end),
      description: [
        p(kind.about[lang](s)),
        heading(3, COMPETITION_TEXT.requirements[lang]),
        ul(COMPETITION_TEXT.requirementList[lang]),
        p(COMPETITION_TEXT.rules[lang]),
      ].join(''),
      image: index % 6 === 5 ? null : index === 1 ? absolute(image) : image,
    };
  });
}

/** Five lesson topics per subject, in the order of SUBJECTS. */
const COURSE_TOPICS: readonly (readonly Localized[])[] = [
  [
    { tk: 'Droblar', ru: 'Дроби', en: 'Fractions' },
    { tk: 'Çyzykly deňlemeler', ru: 'Линейные уравнения', en: 'Linear equations' },
    { tk: 'Üçburçluklaryň geometriýasy', ru: 'Геометрия треугольников', en: 'Geometry of triangles' },
    { tk: 'Ähtimallyk nazaryýetiniň esaslary', ru: 'Основы теории вероятностей', en: 'Introduction to probability' },
    { tk: 'Kwadrat funksiýa', ru: 'Квадратичная функция', en: 'Quadratic functions' },
  ],
  [
    { tk: 'Nýutonyň kanunlary', ru: 'Законы Ньютона', en: "Newton's laws of motion" },
    { tk: 'Elektrik zynjyrlary', ru: 'Электрические цепи', en: 'Electric circuits' },
    { tk: 'Geometrik optika', ru: 'Геометрическая оптика', en: 'Geometric optics' },
    { tk: 'Termodinamikanyň esaslary', ru: 'Основы термодинамики', en: 'Basics of thermodynamics' },
    { tk: 'Yrgyldylar we tolkunlar', ru: 'Колебания и волны', en: 'Oscillations and waves' },
  ],
  [
    {
      tk: 'Himiki elementleriň döwürleýin ulgamy',
      ru: 'Периодическая система химических элементов',
      en: 'The periodic table of elements',
    },
    { tk: 'Himiki reaksiýalaryň görnüşleri', ru: 'Типы химических реакций', en: 'Types of chemical reactions' },
    { tk: 'Turşular we esaslar', ru: 'Кислоты и основания', en: 'Acids and bases' },
    { tk: 'Organiki himiýa giriş', ru: 'Введение в органическую химию', en: 'Introduction to organic chemistry' },
    { tk: 'Erginler', ru: 'Растворы', en: 'Solutions and concentration' },
  ],
  [
    { tk: 'Algoritmler we blok-shemalar', ru: 'Алгоритмы и блок-схемы', en: 'Algorithms and flowcharts' },
    { tk: 'Python diliniň esaslary', ru: 'Основы языка Python', en: 'Python basics' },
    { tk: 'Elektron tablisalar', ru: 'Электронные таблицы', en: 'Spreadsheets' },
    { tk: 'Kompýuter torlary', ru: 'Компьютерные сети', en: 'Computer networks' },
    {
      tk: 'Maglumat howpsuzlygynyň esaslary',
      ru: 'Основы информационной безопасности',
      en: 'Information security basics',
    },
  ],
  [
    { tk: 'Öýjügiň gurluşy', ru: 'Строение клетки', en: 'Cell structure' },
    { tk: 'Genetikanyň esaslary', ru: 'Основы генетики', en: 'Basics of genetics' },
    { tk: 'Adam bedeniniň ulgamlary', ru: 'Системы органов человека', en: 'Human body systems' },
    { tk: 'Ekologiýa we daşky gurşaw', ru: 'Экология и окружающая среда', en: 'Ecology and the environment' },
    { tk: 'Ösümlikleriň biologiýasy', ru: 'Биология растений', en: 'Plant biology' },
  ],
];

const COURSE_TYPES: readonly Localized[] = [
  { tk: 'Wideosapak', ru: 'Видеоурок', en: 'Video lesson' },
  { tk: 'Interaktiw sapak', ru: 'Интерактивный урок', en: 'Interactive lesson' },
  { tk: 'Onlaýn kurs', ru: 'Онлайн-курс', en: 'Online course' },
];

const COURSE_TEXT = {
  intro: {
    tk: (topic: string, grade: number) =>
      `Bu sapakda «${topic}» temasy ${tkOrdinal(grade)} synp okuwçylary üçin düşnükli görnüşde beýan edilýär.`,
    ru: (topic: string, grade: number) =>
      `В этом уроке тема «${topic}» доступно изложена для учащихся ${grade} класса.`,
    en: (topic: string, grade: number) => `This lesson explains “${topic}” clearly for grade ${grade} pupils.`,
  },
  contents: { tk: 'Sapagyň mazmuny:', ru: 'Содержание урока:', en: 'What the lesson covers:' },
  contentList: {
    tk: ['esasy düşünjeler we kesgitlemeler', 'çözülen mysallar', 'özbaşdak işlemek üçin gönükmeler'],
    ru: ['основные понятия и определения', 'разобранные примеры', 'упражнения для самостоятельной работы'],
    en: ['key concepts and definitions', 'worked examples', 'exercises for independent practice'],
  },
  duration: {
    tk: (hours: number) => `Dowamlylygy: ${strong(`${hours} sagat`)}.`,
    ru: (hours: number) => `Продолжительность: ${strong(`${hours} ч`)}.`,
    en: (hours: number) => `Duration: ${strong(`${hours} hours`)}.`,
  },
} as const;

export const COURSE_COUNT = SUBJECTS.length * 5;
const FIRST_COURSE_ID = 1101;

export function buildCourses(lang: Lang, absolute: AbsoluteMedia): Course[] {
  return Array.from({ length: COURSE_COUNT }, (_, index) => {
    const id = FIRST_COURSE_ID + COURSE_COUNT - 1 - index;
    const subjectIndex = index % SUBJECTS.length;
    const topic = COURSE_TOPICS[subjectIndex]![Math.floor(index / SUBJECTS.length)]!;
    const s = SUBJECTS[subjectIndex]!;
    const grade = 7 + ((index * 3) % 6);
    const hours = 4 + ((index * 7) % 21);
    const thumbnail = `/media/thumbs/course-${id}.png`;
    return {
      id,
      title: topic[lang],
      course_type: COURSE_TYPES[index % COURSE_TYPES.length]![lang],
      category_name: capitalize(s[lang].name),
      description: [
        p(COURSE_TEXT.intro[lang](topic[lang], grade)),
        heading(4, COURSE_TEXT.contents[lang]),
        ul(COURSE_TEXT.contentList[lang]),
        p(COURSE_TEXT.duration[lang](hours)),
      ].join(''),
      thumbnail: index === 4 ? absolute(thumbnail) : thumbnail,
      image: index % 7 === 6 ? null : `/media/photos/course-${id}.png`,
      total_hours: hours,
      created_at: ashgabatTime('2026-11-01T14:00', -days(index * 6)),
      lessons_count: 3 + (index % 6),
    };
  });
}
