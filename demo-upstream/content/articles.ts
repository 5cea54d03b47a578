import type { AbsoluteMedia, Article, Lang, Localized } from './types.ts';
import type { Region } from './support.ts';
import { PORTAL, capitalize, days, externalLink, heading, link, p, region, strong, ul, utcTime } from './support.ts';

interface Topic {
  name: Localized;
  intro: Localized;
}

const TOPICS: readonly Topic[] = [
  {
    name: { tk: 'Elektron gündelik', ru: 'Электронный дневник', en: 'The electronic diary' },
    intro: {
      tk: 'Elektron gündelik okuwçynyň bahalaryny, öý işlerini we sapak tertibini bir ýerde jemleýär.',
      ru: 'Электронный дневник собирает в одном месте оценки, домашние задания и расписание ученика.',
      en: "The electronic diary brings a pupil's marks, homework and timetable together in one place.",
    },
  },
  {
    name: {
      tk: 'Çagalar bagyna onlaýn ýazylyş',
      ru: 'Онлайн-запись в детский сад',
      en: 'Online kindergarten enrolment',
    },
    intro: {
      tk: 'Onlaýn ýazylyş ata-enelere nobata durmazdan arza bermäge mümkinçilik berýär.',
      ru: 'Онлайн-запись позволяет родителям подать заявление, не стоя в очереди.',
      en: 'Online enrolment lets parents apply without queuing.',
    },
  },
  {
    name: { tk: 'Wideosapaklar', ru: 'Видеоуроки', en: 'Video lessons' },
    intro: {
      tk: 'Gysga wideosapaklar okuwçylara kyn temalary öz depginde gaýtalamaga kömek edýär.',
      ru: 'Короткие видеоуроки помогают ученикам повторять сложные темы в своём темпе.',
      en: 'Short video lessons help pupils revisit difficult topics at their own pace.',
    },
  },
  {
    name: { tk: 'Olimpiadalara taýýarlyk', ru: 'Подготовка к олимпиадам', en: 'Olympiad preparation' },
    intro: {
      tk: 'Olimpiada meselelerini yzygiderli çözmek okuwçylaryň logiki pikirlenişini ösdürýär.',
      ru: 'Регулярное решение олимпиадных задач развивает у школьников логическое мышление.',
      en: "Working through olympiad problems regularly sharpens pupils' logical thinking.",
    },
  },
  {
    name: {
      tk: 'Çagalar üçin howpsuz internet',
      ru: 'Безопасный интернет для детей',
      en: 'Safe internet for children',
    },
    intro: {
      tk: 'Internetde howpsuz hereket etmegi çagalara mümkin boldugyça ir öwretmek möhümdir.',
      ru: 'Важно как можно раньше научить детей безопасному поведению в интернете.',
      en: 'Children should learn to stay safe online as early as possible.',
    },
  },
  {
    name: {
      tk: 'Mugallymlaryň hünär kämilleşdirilmegi',
      ru: 'Повышение квалификации учителей',
      en: 'Teacher professional development',
    },
    intro: {
      tk: 'Onlaýn kurslar mugallymlara işden aýrylmazdan täze usullary öwrenmäge mümkinçilik berýär.',
      ru: 'Онлайн-курсы дают учителям возможность осваивать новые методики без отрыва от работы.',
      en: 'Online courses let teachers learn new methods without leaving the classroom.',
    },
  },
  {
    name: {
      tk: 'Bilim hyzmatlary üçin onlaýn töleg',
      ru: 'Онлайн-оплата образовательных услуг',
      en: 'Online payment for education services',
    },
    intro: {
      tk: 'Onlaýn töleg ulgamy arkaly goşmaça sapaklaryň we çagalar bagynyň tölegini öýden tölemek bolýar.',
      ru: 'Через систему онлайн-оплаты можно из дома оплатить дополнительные занятия и детский сад.',
      en: 'The online payment system lets families pay for extra classes and kindergarten from home.',
    },
  },
  {
    name: { tk: 'Sanly okuw kitaplary', ru: 'Цифровые учебники', en: 'Digital textbooks' },
    intro: {
      tk: 'Sanly okuw kitaplary interaktiw gönükmeleri we wideolary öz içine alýar.',
      ru: 'Цифровые учебники содержат интерактивные упражнения и видео.',
      en: 'Digital textbooks include interactive exercises and videos.',
    },
  },
  {
    name: { tk: 'Mekdepde programmirlemek', ru: 'Программирование в школе', en: 'Programming at school' },
    intro: {
      tk: 'Programmirlemek sapaklary okuwçylara meseläni böleklere bölüp, ädimme-ädim çözmegi öwredýär.',
      ru: 'Уроки программирования учат школьников разбивать задачу на части и решать её шаг за шагом.',
      en: 'Programming lessons teach pupils to break a problem into parts and solve it step by step.',
    },
  },
  {
    name: {
      tk: 'Mekdep maglumatlaryny dolandyryş ulgamy',
      ru: 'Система управления школьными данными',
      en: 'The school data management system',
    },
    intro: {
      tk: 'Ulgam mekdebiň okuwçylar, mugallymlar we sapak tertibi baradaky maglumatlaryny bir ýerde saklaýar.',
      ru: 'Система хранит в одном месте данные школы об учениках, учителях и расписании.',
      en: "The system keeps a school's records on pupils, teachers and timetables in one place.",
    },
  },
];

interface Format {
  title: Localized<(topic: string, r: Region) => string>;
  body: Localized<(r: Region) => string[]>;
}

/** Three ways of writing about a topic; topic × format gives distinct, natural titles. */
const FORMATS: readonly Format[] = [
  {
    title: {
      tk: (topic) => `${topic}: ädimme-ädim gollanma`,
      ru: (topic) => `${topic}: пошаговое руководство`,
      en: (topic) => `${topic}: a step-by-step guide`,
    },
    body: {
      tk: () => [
        p('Aşakdaky ädimler işe başlamaga kömek eder:'),
        ul([
          'Ulgama öz ulanyjy adyňyz we açar sözüňiz bilen giriň.',
          'Gerekli bölümi saýlaň we görkezmeleri yzygiderli ýerine ýetiriň.',
          'Üýtgeşmeleri ýatda saklaň we netijäni barlaň.',
        ]),
        p(`Kynçylyk ýüze çyksa, merkeziň goldaw gullugy bilen ${link('/contact', 'habarlaşyň')}.`),
      ],
      ru: () => [
        p('Следующие шаги помогут начать работу:'),
        ul([
          'Войдите в систему под своим логином и паролем.',
          'Выберите нужный раздел и последовательно выполните инструкции.',
          'Сохраните изменения и проверьте результат.',
        ]),
        p(
          `Если возникли трудности, обратитесь в службу поддержки центра через страницу ${link('/contact', 'контактов')}.`,
        ),
      ],
      en: () => [
        p('These steps will help you get started:'),
        ul([
          'Sign in with your user name and password.',
          'Open the section you need and follow the instructions in order.',
          'Save your changes and check the result.',
        ]),
        p(
          `If you run into difficulties, contact the centre's support team via the ${link('/contact', 'contact page')}.`,
        ),
      ],
    },
  },
  {
    title: {
      tk: (topic) => `${topic}: köp berilýän soraglara jogaplar`,
      ru: (topic) => `${topic}: ответы на частые вопросы`,
      en: (topic) => `${topic}: answers to common questions`,
    },
    body: {
      tk: () => [
        p('Bu makalada ulanyjylaryň iň köp berýän soraglaryna jogap berýäris.'),
        p(`${strong('Hyzmatdan peýdalanmak mugtmy?')} Hawa, hyzmat ähli ulanyjylar üçin mugtdur.`),
        p(`${strong('Hyzmata nädip girip bolar?')} Islendik enjamdan brauzer arkaly girip bolýar.`),
        p(`Beýleki soraglaryň jogaplaryny ${externalLink(`${PORTAL}/help`, 'kömek merkezinde')} tapyp bilersiňiz.`),
      ],
      ru: () => [
        p('В этой статье мы отвечаем на самые частые вопросы пользователей.'),
        p(`${strong('Пользоваться сервисом бесплатно?')} Да, сервис бесплатен для всех пользователей.`),
        p(`${strong('Как открыть сервис?')} Через браузер на любом устройстве.`),
        p(`Ответы на другие вопросы можно найти в ${externalLink(`${PORTAL}/help`, 'справочном центре')}.`),
      ],
      en: () => [
        p('This article answers the questions users ask most often.'),
        p(`${strong('Is the service free?')} Yes, it is free for all users.`),
        p(`${strong('How do I access it?')} From a browser on any device.`),
        p(`Answers to other questions are in the ${externalLink(`${PORTAL}/help`, 'help centre')}.`),
      ],
    },
  },
  {
    title: {
      tk: (topic, r) => `${topic}: ${r.tk.of} mekdepleriniň tejribesi`,
      ru: (topic, r) => `${topic}: опыт школ ${r.ru.of}`,
      en: (topic, r) => `${topic}: lessons from schools ${r.en.in}`,
    },
    body: {
      tk: (r) => [
        p(`${capitalize(r.tk.of)} mekdepleri bu ugurda baý tejribe topladylar.`),
        p('Mugallymlaryň pikiriçe, iň möhüm zat — yzygiderlilik we ata-eneler bilen hyzmatdaşlyk.'),
        p('Tejribe alyşmak maksady bilen mekdepleriň arasynda onlaýn duşuşyklar yzygiderli geçirilýär.'),
      ],
      ru: (r) => [
        p(`Школы ${r.ru.of} накопили в этом направлении богатый опыт.`),
        p('По мнению учителей, главное — регулярность и сотрудничество с родителями.'),
        p('Для обмена опытом между школами регулярно проводятся онлайн-встречи.'),
      ],
      en: (r) => [
        p(`Schools ${r.en.in} have built up solid experience in this area.`),
        p('Teachers say the keys are consistency and cooperation with parents.'),
        p('Schools regularly meet online to share what works.'),
      ],
    },
  },
];

const ARTICLE_SECTIONS = {
  how: { tk: 'Nädip etmeli', ru: 'Как это сделать', en: 'How to go about it' },
  by: { tk: 'Awtor', ru: 'Автор', en: 'Written by' },
} satisfies Record<string, Localized>;

const AUTHOR: Localized = {
  tk: 'Merkeziň metbugat gullugy',
  ru: 'Пресс-служба центра',
  en: "The centre's press office",
};

export const ARTICLE_COUNT = TOPICS.length * FORMATS.length;
const FIRST_ARTICLE_ID = 201;

export function buildArticles(lang: Lang, absolute: AbsoluteMedia): Article[] {
  return Array.from({ length: ARTICLE_COUNT }, (_, index) => {
    const id = FIRST_ARTICLE_ID + ARTICLE_COUNT - 1 - index;
    // Interleaved so that neighbouring articles in a list differ in topic.
    const topic = TOPICS[index % TOPICS.length]!;
    const format = FORMATS[Math.floor(index / TOPICS.length)]!;
    const r = region(index * 3);
    const image = `/media/photos/article-${id}.png`;
    const thumbnail = `/media/thumbs/article-${id}.png`;
    const useAbsolute = index % 12 === 5;
    const title = format.title[lang](topic.name[lang], r);
    return {
      id,
      title,
      content: (index % 2 === 0
        ? // As some editors write: the title again as an h1, sections at any level.
          [
            heading(1, title),
            p(topic.intro[lang]),
            heading(2, ARTICLE_SECTIONS.how[lang]),
            ...format.body[lang](r),
            heading(6, ARTICLE_SECTIONS.by[lang]),
            p(AUTHOR[lang]),
          ]
        : [p(topic.intro[lang]), ...format.body[lang](r)]
      ).join(''),
      image: useAbsolute ? absolute(image) : image,
      image_thumbnail: useAbsolute ? absolute(thumbnail) : thumbnail,
      // Articles carry UTC (`Z`) timestamps, news the +05:00 form: the site must handle both.
      published_date: utcTime('2026-11-12T11:30', -days(index * 4) - index * 47),
      source_link: index % 5 === 0 ? `https://journal.example/articles/${id}` : null,
      author: AUTHOR[lang],
    };
  });
}
