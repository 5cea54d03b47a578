import type { AbsoluteMedia, Category, Institution, Lang, Localized } from './types.ts';
import type { Region } from './support.ts';
import { ashgabatTime, days, p, region, strong, tkOrdinal, ul } from './support.ts';

interface Sector {
  id: number;
  slug: string;
  title: Localized;
  /** What an institution of this sector does, completing "The institution …". */
  remit: Localized;
  /** Name of the matching department inside a regional education directorate. */
  department: Localized;
  /** The sector as the object of "coordinates … institutions". */
  field: Localized;
}

/** Education sectors: the provider's branch categories, also used to file offices. */
const SECTORS: readonly Sector[] = [
  {
    id: 11,
    slug: 'preschool',
    title: { tk: 'Mekdep öňündäki bilim', ru: 'Дошкольное образование', en: 'Preschool education' },
    remit: {
      tk: 'mekdep ýaşyna ýetmedik çagalara terbiýe we bilim berýär',
      ru: 'воспитывает и обучает детей дошкольного возраста',
      en: 'provides care and early education for preschool children',
    },
    department: {
      tk: 'mekdep öňündäki bilim bölümi',
      ru: 'Отдел дошкольного образования',
      en: 'Preschool Education Department',
    },
    field: { tk: 'mekdep öňündäki bilim', ru: 'дошкольного образования', en: 'preschool education' },
  },
  {
    id: 12,
    slug: 'general-secondary',
    title: { tk: 'Umumy orta bilim', ru: 'Общее среднее образование', en: 'General secondary education' },
    remit: {
      tk: '1-nji synpdan 12-nji synpa çenli okuwçylara umumy orta bilim berýär',
      ru: 'даёт общее среднее образование учащимся 1–12 классов',
      en: 'provides general secondary education for grades 1 to 12',
    },
    department: {
      tk: 'umumy orta bilim bölümi',
      ru: 'Отдел общего среднего образования',
      en: 'General Secondary Education Department',
    },
    field: { tk: 'umumy orta bilim', ru: 'общего среднего образования', en: 'general secondary education' },
  },
  {
    id: 13,
    slug: 'specialised-schools',
    title: { tk: 'Ýöriteleşdirilen mekdepler', ru: 'Специализированные школы', en: 'Specialised schools' },
    remit: {
      tk: 'daşary ýurt dillerini çuňlaşdyryp öwredýär',
      ru: 'обеспечивает углублённое изучение иностранных языков',
      en: 'offers in-depth study of foreign languages',
    },
    department: {
      tk: 'ýöriteleşdirilen mekdepler bölümi',
      ru: 'Отдел специализированных школ',
      en: 'Specialised Schools Department',
    },
    field: { tk: 'ýöriteleşdirilen bilim', ru: 'специализированного образования', en: 'specialised education' },
  },
  {
    id: 14,
    slug: 'vocational',
    title: { tk: 'Orta hünär bilimi', ru: 'Среднее профессиональное образование', en: 'Vocational education' },
    remit: {
      tk: 'ýaşlary orta hünär derejesinde taýýarlaýar',
      ru: 'готовит специалистов со средним профессиональным образованием',
      en: 'trains young people at the vocational level',
    },
    department: {
      tk: 'orta hünär bilimi bölümi',
      ru: 'Отдел среднего профессионального образования',
      en: 'Vocational Education Department',
    },
    field: { tk: 'orta hünär bilimi', ru: 'среднего профессионального образования', en: 'vocational education' },
  },
  {
    id: 15,
    slug: 'supplementary',
    title: { tk: 'Goşmaça bilim', ru: 'Дополнительное образование', en: 'Supplementary education' },
    remit: {
      tk: 'okuwçylaryň boş wagtyny peýdaly geçirmegi üçin gurnaklary guraýar',
      ru: 'организует кружки, чтобы школьники проводили свободное время с пользой',
      en: 'runs clubs that help pupils spend their free time usefully',
    },
    department: {
      tk: 'goşmaça bilim bölümi',
      ru: 'Отдел дополнительного образования',
      en: 'Supplementary Education Department',
    },
    field: { tk: 'goşmaça bilim', ru: 'дополнительного образования', en: 'supplementary education' },
  },
  {
    // Deliberately without branches or offices: an empty category must still render.
    id: 16,
    slug: 'higher',
    title: { tk: 'Ýokary bilim', ru: 'Высшее образование', en: 'Higher education' },
    remit: { tk: 'ýokary bilim berýär', ru: 'даёт высшее образование', en: 'provides higher education' },
    department: { tk: 'ýokary bilim bölümi', ru: 'Отдел высшего образования', en: 'Higher Education Department' },
    field: { tk: 'ýokary bilim', ru: 'высшего образования', en: 'higher education' },
  },
];

export function buildBranchCategories(lang: Lang): Category[] {
  return SECTORS.map((sector) => ({ id: sector.id, title: sector.title[lang], slug: sector.slug }));
}

type BranchName = Localized<(r: Region, n: number) => string>;

const VOCATIONAL_FIELDS: readonly Localized[] = [
  { tk: 'pedagogik', ru: 'Педагогическое', en: 'Pedagogical' },
  { tk: 'lukmançylyk', ru: 'Медицинское', en: 'Medical' },
  { tk: 'politehniki', ru: 'Политехническое', en: 'Polytechnic' },
  { tk: 'sungat', ru: 'Художественное', en: 'Arts' },
];

function vocationalSchool(field: Localized): BranchName {
  return {
    tk: (r) => `${r.tk.of} ${field.tk} orta hünär okuw mekdebi`,
    ru: (r) => `${field.ru} профессиональное училище ${r.ru.of}`,
    en: (r) => `${field.en} Vocational School, ${r.en.name}`,
  };
}

/** How many branches each sector has, and how their names are formed. */
const BRANCH_PLAN: readonly { sectorId: number; count: number; names: readonly BranchName[] }[] = [
  {
    sectorId: 11,
    count: 6,
    names: [
      {
        tk: (r, n) => `${r.tk.of} ${tkOrdinal(n)} çagalar bagy`,
        ru: (r, n) => `Детский сад № ${n} ${r.ru.of}`,
        en: (r, n) => `Kindergarten No. ${n}, ${r.en.name}`,
      },
    ],
  },
  {
    sectorId: 12,
    count: 7,
    names: [
      {
        tk: (r, n) => `${r.tk.of} ${tkOrdinal(n)} orta mekdebi`,
        ru: (r, n) => `Средняя школа № ${n} ${r.ru.of}`,
        en: (r, n) => `Secondary School No. ${n}, ${r.en.name}`,
      },
    ],
  },
  {
    sectorId: 13,
    count: 5,
    names: [
      {
        tk: (r, n) => `${r.tk.of} daşary ýurt dillerine ýöriteleşdirilen ${tkOrdinal(n)} mekdebi`,
        ru: (r, n) => `Специализированная школа иностранных языков № ${n} ${r.ru.of}`,
        en: (r, n) => `Specialised Language School No. ${n}, ${r.en.name}`,
      },
    ],
  },
  { sectorId: 14, count: 4, names: VOCATIONAL_FIELDS.map(vocationalSchool) },
  {
    sectorId: 15,
    count: 4,
    names: [
      {
        tk: (r) => `${r.tk.of} çagalar döredijilik merkezi`,
        ru: (r) => `Центр детского творчества ${r.ru.of}`,
        en: (r) => `Children's Creativity Centre, ${r.en.name}`,
      },
      {
        tk: (r) => `${r.tk.of} ýaş tehnikleriň merkezi`,
        ru: (r) => `Станция юных техников ${r.ru.of}`,
        en: (r) => `Young Technicians' Centre, ${r.en.name}`,
      },
    ],
  },
];

const BRANCH_SERVICES: Localized<readonly string[]> = {
  tk: ['«Elektron mekdep» ulgamy', 'elektron gündelik', 'ata-eneler üçin onlaýn maslahatlar'],
  ru: ['система «Электронная школа»', 'электронный дневник', 'онлайн-консультации для родителей'],
  en: ['the e-school system', 'the electronic diary', 'online consultations for parents'],
};

const BRANCH_TEXT = {
  intro: { tk: 'Edara', ru: 'Учреждение', en: 'The institution' },
  servicesHeading: {
    tk: 'Bu ýerde şu sanly hyzmatlar elýeterli:',
    ru: 'Здесь доступны следующие цифровые сервисы:',
    en: 'The following digital services are available here:',
  },
  comingSoon: {
    tk: 'Edara sanly ulgama ýakyn wagtda birikdiriler.',
    ru: 'Учреждение будет подключено к цифровой системе в ближайшее время.',
    en: 'The institution will join the digital system soon.',
  },
  location: { tk: 'Ýerleşýän ýeri', ru: 'Местоположение', en: 'Location' },
} satisfies Record<string, Localized>;

function sectorById(id: number): Sector {
  const sector = SECTORS.find((candidate) => candidate.id === id);
  if (!sector) throw new Error(`unknown sector ${id}`);
  return sector;
}

const FIRST_BRANCH_ID = 501;

export function buildBranches(lang: Lang, absolute: AbsoluteMedia): Institution[] {
  const branches: Institution[] = [];
  for (const plan of BRANCH_PLAN) {
    const sector = sectorById(plan.sectorId);
    for (let k = 0; k < plan.count; k++) {
      const index = branches.length;
      const id = FIRST_BRANCH_ID + index;
      const r = region(index * 2 + k);
      const name = plan.names[k % plan.names.length]!;
      const active = index % 5 !== 4;
      const thumbnail = `/media/thumbs/branch-${id}.png`;
      branches.push({
        id,
        title: name[lang](r, 3 + ((index * 7) % 40)),
        thumbnail: index === 2 ? absolute(thumbnail) : thumbnail,
        date_added: ashgabatTime('2026-10-01T10:00', -days(index * 11)),
        is_active: active,
        description: [
          p(`${BRANCH_TEXT.intro[lang]} ${sector.remit[lang]}.`),
          // An inactive branch is shown as "soon" on the site, so its text says the same.
          active
            ? p(BRANCH_TEXT.servicesHeading[lang]) + ul(BRANCH_SERVICES[lang])
            : p(strong(BRANCH_TEXT.comingSoon[lang])),
          p(`${BRANCH_TEXT.location[lang]}: ${r[lang].name}.`),
        ].join(''),
        category_id: sector.id,
      });
    }
  }
  return branches;
}

const OFFICE_TEXT = {
  coordinates: {
    tk: (r: Region, sector: Sector) => `Bölüm ${r.tk.at} ${sector.field.tk} edaralarynyň işini utgaşdyrýar.`,
    ru: (r: Region, sector: Sector) => `Отдел координирует работу учреждений ${sector.field.ru} ${r.ru.in}.`,
    en: (r: Region, sector: Sector) => `The department coordinates ${sector.field.en} institutions ${r.en.in}.`,
  },
  dutiesHeading: { tk: 'Bölümiň wezipeleri:', ru: 'Задачи отдела:', en: "The department's duties:" },
  duties: {
    tk: [
      'edaralaryň sanly ulgamlara birikdirilmegine gözegçilik etmek',
      'mugallymlara usulyýet kömegini bermek',
      'ata-eneleriň ýüzlenmelerine seretmek',
    ],
    ru: [
      'контроль за подключением учреждений к цифровым системам',
      'методическая помощь учителям',
      'рассмотрение обращений родителей',
    ],
    en: [
      'overseeing the connection of institutions to digital systems',
      'methodological support for teachers',
      'handling enquiries from parents',
    ],
  },
  reception: {
    tk: `Kabul ediş wagty: ${strong('duşenbe we penşenbe, 10:00–12:00')}.`,
    ru: `Приёмные часы: ${strong('понедельник и четверг, 10:00–12:00')}.`,
    en: `Reception hours: ${strong('Monday and Thursday, 10:00–12:00')}.`,
  },
  title: {
    tk: (r: Region, sector: Sector) => `${r.tk.admin} bilim müdirliginiň ${sector.department.tk}`,
    ru: (r: Region, sector: Sector) => `${sector.department.ru} управления образования ${r.ru.of}`,
    en: (r: Region, sector: Sector) => `${sector.department.en}, ${r.en.of} Education Directorate`,
  },
} as const;

export const OFFICE_COUNT = 15;
const FIRST_OFFICE_ID = 601;
/** Offices are filed under the sectors that have branches; the last sector stays empty. */
const OFFICE_SECTORS = SECTORS.slice(0, 5);

export function buildOffices(lang: Lang, absolute: AbsoluteMedia): Institution[] {
  return Array.from({ length: OFFICE_COUNT }, (_, index) => {
    const id = FIRST_OFFICE_ID + index;
    // 7 regions and 5 sectors are coprime: the first 35 (region, sector) pairs are distinct.
    const r = region(index);
    const sector = OFFICE_SECTORS[index % OFFICE_SECTORS.length]!;
    const thumbnail = `/media/thumbs/office-${id}.png`;
    return {
      id,
      title: OFFICE_TEXT.title[lang](r, sector),
      thumbnail: index === 4 ? absolute(thumbnail) : thumbnail,
      date_added: ashgabatTime('2026-09-15T11:00', -days(index * 23)),
      is_active: index % 6 !== 5,
      description: [
        p(OFFICE_TEXT.coordinates[lang](r, sector)),
        p(OFFICE_TEXT.dutiesHeading[lang]),
        ul(OFFICE_TEXT.duties[lang]),
        p(OFFICE_TEXT.reception[lang]),
      ].join(''),
      category_id: sector.id,
    };
  });
}
