import type { AbsoluteMedia, Lang, Localized, News } from './types.ts';
import type { Region, Subject } from './support.ts';
import {
  PORTAL,
  ashgabatTime,
  capitalize,
  days,
  externalLink,
  heading,
  link,
  p,
  region,
  strong,
  subject,
  ul,
} from './support.ts';

interface Story {
  title: string;
  description: string;
  paragraphs: string[];
}

interface StoryContext {
  r: Region;
  s: Subject;
  /** A count the story quotes; always a multiple of 5 so Russian takes the genitive plural. */
  n: number;
}

type StoryTemplate = Readonly<Record<Lang, (context: StoryContext) => Story>>;

const TEMPLATES: readonly StoryTemplate[] = [
  {
    tk: ({ r: { tk: r }, n }) => ({
      title: `${capitalize(r.in)} mugallymlar üçin sanly sowatlylyk boýunça seminar geçirildi`,
      description: `Seminara ${n} mugallym gatnaşdy we elektron okuw gurallary bilen tanyşdy.`,
      paragraphs: [
        p(
          `${capitalize(r.in)} geçirilen seminar mugallymlaryň sanly sowatlylygyny ýokarlandyrmaga gönükdirildi. Oňa ${strong(`${n} mugallym`)} gatnaşdy.`,
        ),
        p('Gatnaşyjylar şu ugurlar boýunça amaly sapaklary geçdiler:'),
        ul([
          'elektron gündelik bilen işlemek',
          'onlaýn synp otaglaryny döretmek',
          'okuwçylaryň şahsy maglumatlaryny goramak',
        ]),
        p('Seminaryň ahyrynda gatnaşyjylara şahadatnamalar gowşuryldy.'),
      ],
    }),
    ru: ({ r: { ru: r }, n }) => ({
      title: `${capitalize(r.in)} прошёл семинар по цифровой грамотности для учителей`,
      description: `В семинаре приняли участие ${n} учителей, которые познакомились с инструментами электронного обучения.`,
      paragraphs: [
        p(
          `Семинар ${r.in} был посвящён повышению цифровой грамотности педагогов. В нём приняли участие ${strong(`${n} учителей`)}.`,
        ),
        p('Участники прошли практические занятия по следующим темам:'),
        ul(['работа с электронным дневником', 'создание онлайн-классов', 'защита персональных данных учащихся']),
        p('По итогам семинара участникам вручили сертификаты.'),
      ],
    }),
    en: ({ r: { en: r }, n }) => ({
      title: `Digital literacy seminar for teachers held ${r.in}`,
      description: `The seminar brought together ${n} teachers to explore e-learning tools.`,
      paragraphs: [
        p(
          `The seminar ${r.in} set out to strengthen teachers' digital literacy. It was attended by ${strong(`${n} teachers`)}.`,
        ),
        p('Participants took practical sessions on:'),
        ul(['working with the electronic diary', 'setting up online classes', "protecting pupils' personal data"]),
        p('At the end of the seminar, participants received certificates.'),
      ],
    }),
  },
  {
    tk: ({ r: { tk: r }, n }) => ({
      title: `${capitalize(r.of)} ${n} mekdebi «Elektron mekdep» ulgamyna birikdirildi`,
      description: 'Synp žurnallary we bahalar indi elektron görnüşde ýöredilýär.',
      paragraphs: [
        p(
          `Şu ýyl ${r.of} ${n} mekdebi «Elektron mekdep» ulgamyna birikdirildi. Indi bu mekdeplerde synp žurnallary we okuwçylaryň bahalary elektron görnüşde ýöredilýär.`,
        ),
        p('Ulgam ata-enelere çagalarynyň özleşdirişini onlaýn yzarlamaga mümkinçilik berýär.'),
        p(`Ulgam barada giňişleýin maglumat ${link('/digital/e-school', '«Elektron mekdep»')} sahypasynda berlendir.`),
      ],
    }),
    ru: ({ r: { ru: r }, n }) => ({
      title: `${n} школ ${r.of} подключены к системе «Электронная школа»`,
      description: 'Классные журналы и оценки теперь ведутся в электронном виде.',
      paragraphs: [
        p(
          `В этом году ${n} школ ${r.of} подключены к системе «Электронная школа». Теперь классные журналы и оценки учащихся ведутся в электронном виде.`,
        ),
        p('Система позволяет родителям следить за успеваемостью детей онлайн.'),
        p(`Подробнее о системе — на странице ${link('/digital/e-school', '«Электронная школа»')}.`),
      ],
    }),
    en: ({ r: { en: r }, n }) => ({
      title: `${n} schools ${r.in} join the e-school system`,
      description: 'Class registers and marks are now kept electronically.',
      paragraphs: [
        p(
          `This year ${n} schools ${r.in} have joined the e-school system. Class registers and pupils' marks are now kept electronically.`,
        ),
        p("The system lets parents follow their children's progress online."),
        p(`Read more on the ${link('/digital/e-school', 'e-school')} page.`),
      ],
    }),
  },
  {
    tk: ({ r: { tk: r }, n, s: { tk: s } }) => ({
      title: `${capitalize(r.in)} ${s.name} boýunça mekdep olimpiadasy tamamlandy`,
      description: 'Ýeňijiler ýurt derejesindäki olimpiada gatnaşmak hukugyny gazandylar.',
      paragraphs: [
        p(`Olimpiadada ${n} okuwçy güýç synanyşdy. Bäsleşik iki tapgyrda: nazary we amaly tapgyrlarda geçirildi.`),
        p('Ýeňijiler ýurt derejesindäki olimpiada gatnaşmak hukugyny gazandylar.'),
        p(`Netijeler bilen ${link('/competitions', 'bäsleşikler')} sahypasynda tanyşyp bilersiňiz.`),
      ],
    }),
    ru: ({ r: { ru: r }, n, s: { ru: s } }) => ({
      title: `${capitalize(r.in)} завершилась школьная олимпиада по ${s.dat}`,
      description: 'Победители получили право участвовать в олимпиаде национального уровня.',
      paragraphs: [
        p(`В олимпиаде состязались ${n} учащихся. Соревнование прошло в два тура: теоретический и практический.`),
        p('Победители получили право участвовать в олимпиаде национального уровня.'),
        p(`С результатами можно ознакомиться на странице ${link('/competitions', 'конкурсов')}.`),
      ],
    }),
    en: ({ r: { en: r }, n, s: { en: s } }) => ({
      title: `School ${s.name} olympiad concludes ${r.in}`,
      description: 'The winners have qualified for the national olympiad.',
      paragraphs: [
        p(`The olympiad brought together ${n} pupils and was held in two rounds: theory and practice.`),
        p('The winners have qualified for the national olympiad.'),
        p(`Results are published on the ${link('/competitions', 'competitions')} page.`),
      ],
    }),
  },
  {
    tk: ({ r: { tk: r }, n }) => ({
      title: `${capitalize(r.in)} täze kompýuter otaglary ulanmaga berildi`,
      description: 'Otaglar interaktiw tagtalar we ýokary tizlikli internet bilen üpjün edildi.',
      paragraphs: [
        p(`${capitalize(r.of)} mekdeplerinde ${n} sany täze kompýuter otagy ulanmaga berildi.`),
        p('Otaglar häzirki zaman kompýuterleri, interaktiw tagtalar we ýokary tizlikli internet bilen üpjün edildi.'),
        p('Täze otaglar şu maksatlar üçin ulanylar:'),
        ul(['informatika sapaklary', 'onlaýn olimpiadalar', 'mugallymlaryň hünär kämilleşdiriş okuwlary']),
      ],
    }),
    ru: ({ r: { ru: r }, n }) => ({
      title: `${capitalize(r.in)} открылись новые компьютерные классы`,
      description: 'Классы оснащены интерактивными досками и высокоскоростным интернетом.',
      paragraphs: [
        p(`В школах ${r.of} открылись ${n} новых компьютерных классов.`),
        p('Классы оснащены современными компьютерами, интерактивными досками и высокоскоростным интернетом.'),
        p('Новые классы будут использоваться для:'),
        ul(['уроков информатики', 'онлайн-олимпиад', 'курсов повышения квалификации учителей']),
      ],
    }),
    en: ({ r: { en: r }, n }) => ({
      title: `New computer classrooms open ${r.in}`,
      description: 'The rooms have interactive whiteboards and high-speed internet.',
      paragraphs: [
        p(`Schools ${r.in} have received ${n} new computer classrooms.`),
        p('The classrooms are equipped with modern computers, interactive whiteboards and high-speed internet.'),
        p('The new rooms will host:'),
        ul(['computer science lessons', 'online olympiads', 'teacher training courses']),
      ],
    }),
  },
  {
    tk: ({ r: { tk: r }, n }) => ({
      title: `${capitalize(r.of)} mugallymlary onlaýn okatmagyň gurallaryny öwrenýärler`,
      description: `Merkeziň hünärmenleri ${n} sagatlyk kurs taýýarladylar.`,
      paragraphs: [
        p(`Merkeziň hünärmenleri ${r.of} mugallymlary üçin onlaýn okatmak boýunça ${n} sagatlyk kurs taýýarladylar.`),
        p(
          'Kursda wideosapaklary taýýarlamak, onlaýn synaglary döretmek we okuwçylar bilen aragatnaşyk saklamak öwredilýär.',
        ),
        p(`Kursy üstünlikli tamamlan mugallymlara ${strong('şahadatnama')} berilýär.`),
      ],
    }),
    ru: ({ r: { ru: r }, n }) => ({
      title: `Учителя ${r.of} осваивают инструменты онлайн-обучения`,
      description: `Специалисты центра подготовили ${n}-часовой курс.`,
      paragraphs: [
        p(`Специалисты центра подготовили для учителей ${r.of} ${n}-часовой курс по онлайн-обучению.`),
        p('На курсе учат готовить видеоуроки, создавать онлайн-тесты и поддерживать связь с учащимися.'),
        p(`Успешно завершившим курс учителям выдаётся ${strong('сертификат')}.`),
      ],
    }),
    en: ({ r: { en: r }, n }) => ({
      title: `Teachers ${r.in} learn online teaching tools`,
      description: `The centre's specialists have prepared a ${n}-hour course.`,
      paragraphs: [
        p(`The centre's specialists have prepared a ${n}-hour online teaching course for teachers ${r.in}.`),
        p('The course covers recording video lessons, building online tests and keeping in touch with pupils.'),
        p(`Teachers who complete the course receive a ${strong('certificate')}.`),
      ],
    }),
  },
  {
    tk: ({ r: { tk: r }, n }) => ({
      title: `${capitalize(r.in)} çagalar baglaryna elektron ýazylyş ýola goýuldy`,
      description: 'Ata-eneler indi arzany öýden berip bilerler.',
      paragraphs: [
        p(`Indi ${r.in} ata-eneler çagalaryny çagalar bagyna onlaýn ýazdyryp bilerler.`),
        p('Arza bermek üçin şu ädimleri ýerine ýetirmek ýeterlik:'),
        ul([
          `${link('/digital/e-garden', '«Elektron çagalar bagy»')} hyzmatyna giriň`,
          'çaganyň maglumatlaryny dolduryň',
          'arzanyň ýagdaýyny şahsy otagda yzarlaň',
        ]),
        p(`Şu wagta çenli ${n * 10} arza kabul edildi.`),
      ],
    }),
    ru: ({ r: { ru: r }, n }) => ({
      title: `${capitalize(r.in)} введена электронная запись в детские сады`,
      description: 'Родители теперь могут подать заявление из дома.',
      paragraphs: [
        p(`Теперь родители ${r.of} могут записать ребёнка в детский сад онлайн.`),
        p('Чтобы подать заявление, достаточно:'),
        ul([
          `войти в сервис ${link('/digital/e-garden', '«Электронный детский сад»')}`,
          'заполнить данные ребёнка',
          'отслеживать статус заявления в личном кабинете',
        ]),
        p(`К настоящему времени принято ${n * 10} заявлений.`),
      ],
    }),
    en: ({ r: { en: r }, n }) => ({
      title: `Electronic kindergarten enrolment launched ${r.in}`,
      description: 'Parents can now apply from home.',
      paragraphs: [
        p(`Parents ${r.in} can now enrol their children in kindergarten online.`),
        p('To apply, simply:'),
        ul([
          `sign in to the ${link('/digital/e-garden', 'e-garden')} service`,
          "fill in the child's details",
          'follow the status of the application in your personal account',
        ]),
        p(`So far, ${n * 10} applications have been received.`),
      ],
    }),
  },
  {
    tk: ({ r: { tk: r }, n }) => ({
      title: `${capitalize(r.in)} ýaş robototehnikleriň bäsleşigi geçirildi`,
      description: 'Okuwçylar öz ýasan robotlaryny görkezdiler.',
      paragraphs: [
        p(`Bäsleşige ${n} topar gatnaşdy. Okuwçylar öz ýasan robotlaryny üç ugur boýunça görkezdiler:`),
        ul(['çyzyk boýunça hereket', 'päsgelçiliklerden geçmek', 'erkin döredijilik taslamasy']),
        p(`Iň gowy taslamalaryň awtorlary ${strong('hormat hatlary')} bilen sylaglandy.`),
      ],
    }),
    ru: ({ r: { ru: r }, n }) => ({
      title: `${capitalize(r.in)} состоялся конкурс юных робототехников`,
      description: 'Школьники представили роботов, собранных своими руками.',
      paragraphs: [
        p(`В конкурсе приняли участие ${n} команд. Учащиеся показали собранных ими роботов в трёх номинациях:`),
        ul(['движение по линии', 'преодоление препятствий', 'свободный творческий проект']),
        p(`Авторы лучших проектов награждены ${strong('почётными грамотами')}.`),
      ],
    }),
    en: ({ r: { en: r }, n }) => ({
      title: `Young robotics engineers compete ${r.in}`,
      description: 'Pupils showed robots they had built themselves.',
      paragraphs: [
        p(`The contest brought together ${n} teams. Pupils presented robots they had built in three categories:`),
        ul(['line following', 'obstacle course', 'free creative project']),
        p(`The authors of the best projects received ${strong('certificates of honour')}.`),
      ],
    }),
  },
  {
    tk: ({ r: { tk: r }, n }) => ({
      title: `Merkeziň ${r.at} şahamçasynda açyk gapylar güni geçirildi`,
      description: 'Myhmanlar sanly hyzmatlar bilen tanyşdylar.',
      paragraphs: [
        p(
          `Çärä ${n} myhman gatnaşdy. Myhmanlar merkeziň sanly hyzmatlary bilen tanyşdylar we hünärmenlerden maslahat aldylar.`,
        ),
        p('Şahamça duşenbeden annä çenli, sagat 9:00-dan 18:00-a çenli işleýär.'),
        p(`Hyzmatlaryň sanawy ${externalLink(`${PORTAL}/services`, 'portal.example')} saýtynda hem elýeterlidir.`),
      ],
    }),
    ru: ({ r: { ru: r }, n }) => ({
      title: `В филиале центра ${r.in} прошёл день открытых дверей`,
      description: 'Гости познакомились с цифровыми сервисами центра.',
      paragraphs: [
        p(
          `День открытых дверей посетили ${n} гостей. Они познакомились с цифровыми сервисами центра и получили консультации специалистов.`,
        ),
        p('Филиал работает с понедельника по пятницу, с 9:00 до 18:00.'),
        p(`Список услуг также доступен на сайте ${externalLink(`${PORTAL}/services`, 'portal.example')}.`),
      ],
    }),
    en: ({ r: { en: r }, n }) => ({
      title: `Open day at the centre's branch ${r.in}`,
      description: "Visitors learned about the centre's digital services.",
      paragraphs: [
        p(
          `The open day welcomed ${n} guests, who learned about the centre's digital services and consulted its specialists.`,
        ),
        p('The branch is open Monday to Friday, 9:00 to 18:00.'),
        p(`The list of services is also available at ${externalLink(`${PORTAL}/services`, 'portal.example')}.`),
      ],
    }),
  },
  {
    tk: ({ r: { tk: r }, n }) => ({
      title: `${capitalize(r.of)} mugallymlary elektron sapaklar üçin wideosapaklary taýýarladylar`,
      description: 'Sapaklar islendik wagt elýeterlidir.',
      paragraphs: [
        p(`${capitalize(r.of)} iň tejribeli mugallymlary ${n} wideosapagy ýazga aldylar.`),
        p(`Sapaklar ${link('/lessons', 'elektron sapaklar')} bölüminde ýerleşdirildi we islendik wagt elýeterlidir.`),
        p('Wideosapaklar esasan uçurym synplaryň okuwçylary üçin niýetlenendir.'),
      ],
    }),
    ru: ({ r: { ru: r }, n }) => ({
      title: `Учителя ${r.of} записали видеоуроки для электронных занятий`,
      description: 'Уроки доступны в любое время.',
      paragraphs: [
        p(`Самые опытные учителя ${r.of} записали ${n} видеоуроков.`),
        p(`Уроки размещены в разделе ${link('/lessons', 'электронных уроков')} и доступны в любое время.`),
        p('Видеоуроки адресованы прежде всего выпускникам школ.'),
      ],
    }),
    en: ({ r: { en: r }, n }) => ({
      title: `Teachers ${r.in} record video lessons for the e-learning portal`,
      description: 'The lessons are available at any time.',
      paragraphs: [
        p(`The most experienced teachers ${r.in} have recorded ${n} video lessons.`),
        p(`The lessons are published in the ${link('/lessons', 'e-lessons')} section and are available at any time.`),
        p('They are aimed primarily at pupils in their final school year.'),
      ],
    }),
  },
  {
    tk: ({ r: { tk: r }, n }) => ({
      title: `${capitalize(r.in)} «Howpsuz internet» hepdeligi geçirilýär`,
      description: 'Okuwçylara sanly howpsuzlygyň esaslary öwredilýär.',
      paragraphs: [
        p(`Hepdeligiň dowamynda mekdeplerde okuwçylar üçin sanly howpsuzlyk boýunça ${n} sapak guralýar.`),
        p('Sapaklarda şu meselelere üns berilýär:'),
        ul(['berk açar sözüni döretmek', 'şübheli salgylanmalary tanamak', 'şahsy maglumatlary goramak']),
        p(`Ata-eneler üçin maslahatlar ${link('/faq', 'Köp berilýän soraglar')} bölüminde ýerleşdirildi.`),
      ],
    }),
    ru: ({ r: { ru: r }, n }) => ({
      title: `${capitalize(r.in)} проходит неделя «Безопасный интернет»`,
      description: 'Школьникам рассказывают об основах цифровой безопасности.',
      paragraphs: [
        p(`В течение недели в школах проводится ${n} уроков цифровой безопасности.`),
        p('На уроках особое внимание уделяется:'),
        ul(['созданию надёжного пароля', 'распознаванию подозрительных ссылок', 'защите персональных данных']),
        p(`Советы для родителей размещены в разделе ${link('/faq', '«Часто задаваемые вопросы»')}.`),
      ],
    }),
    en: ({ r: { en: r }, n }) => ({
      title: `Safe Internet Week under way ${r.in}`,
      description: 'Pupils are learning the basics of staying safe online.',
      paragraphs: [
        p(`During the week, schools hold ${n} lessons on digital safety.`),
        p('The lessons focus on:'),
        ul(['creating a strong password', 'recognising suspicious links', 'protecting personal data']),
        p(`Advice for parents is available in the ${link('/faq', 'FAQ')} section.`),
      ],
    }),
  },
  {
    tk: ({ r: { tk: r }, n }) => ({
      title: `${capitalize(r.of)} ata-enelerine elektron gündelik bilen işlemek öwredildi`,
      description: 'Duşuşyklar mekdeplerde synp ýolbaşçylary bilen bilelikde geçirildi.',
      paragraphs: [
        p(`Mekdeplerde geçirilen ${n} duşuşykda ata-enelere elektron gündeligiň mümkinçilikleri düşündirildi.`),
        p('Elektron gündelik arkaly bahalary, öý işlerini we sapak tertibini yzarlamak bolýar.'),
        p('Ulgama girmek üçin açar sözüni synp ýolbaşçysyndan alyp bilersiňiz.'),
      ],
    }),
    ru: ({ r: { ru: r }, n }) => ({
      title: `Родителям ${r.of} рассказали об электронном дневнике`,
      description: 'Встречи прошли в школах вместе с классными руководителями.',
      paragraphs: [
        p(`На ${n} встречах в школах родителям объяснили возможности электронного дневника.`),
        p('Через электронный дневник можно следить за оценками, домашними заданиями и расписанием.'),
        p('Пароль для входа можно получить у классного руководителя.'),
      ],
    }),
    en: ({ r: { en: r }, n }) => ({
      title: `Parents ${r.in} introduced to the electronic diary`,
      description: 'The meetings were held in schools together with class teachers.',
      paragraphs: [
        p(`At ${n} meetings held in schools, parents learned what the electronic diary can do.`),
        p('The diary shows marks, homework and the timetable.'),
        p('Login details are available from the class teacher.'),
      ],
    }),
  },
  {
    tk: ({ r: { tk: r }, n }) => ({
      title: `${capitalize(r.of)} mekdep kitaphanalarynyň gaznasy sanly görnüşe geçirilýär`,
      description: 'Okuwçylar okuw kitaplaryny öýden okap bilerler.',
      paragraphs: [
        p(`Ilkinji tapgyrda ${n * 100} kitap sanly görnüşe geçiriler.`),
        p('Sanly kitaphana okuwçylara okuw kitaplaryny öýden okamaga mümkinçilik berer.'),
        p(`Taslama ${strong('2027-nji ýylyň ahyryna çenli')} tamamlanar.`),
      ],
    }),
    ru: ({ r: { ru: r }, n }) => ({
      title: `Фонды школьных библиотек ${r.of} переводят в цифровой формат`,
      description: 'Учащиеся смогут читать учебники из дома.',
      paragraphs: [
        p(`На первом этапе в цифровой формат переведут ${n * 100} книг.`),
        p('Цифровая библиотека позволит учащимся читать учебники из дома.'),
        p(`Проект планируется завершить ${strong('до конца 2027 года')}.`),
      ],
    }),
    en: ({ r: { en: r }, n }) => ({
      title: `School library collections ${r.in} go digital`,
      description: 'Pupils will be able to read textbooks from home.',
      paragraphs: [
        p(`In the first stage, ${n * 100} books will be digitised.`),
        p('The digital library will let pupils read textbooks from home.'),
        p(`The project is due to be completed ${strong('by the end of 2027')}.`),
      ],
    }),
  },
];

export const NEWS_COUNT = 50;
const FIRST_NEWS_ID = 101;

/** Recent news comes every day and a half, older news thins out to a fortnight, so the
 * feed reaches back into 2025 like a real archive. */
function daysBack(index: number): number {
  if (index < 24) return Math.floor(index * 1.5);
  if (index < NEWS_COUNT) return 36 + (index - 24) * 13;
  // Past the sample archive (a large site, for the bench): eight a day, further back.
  return daysBack(NEWS_COUNT - 1) + Math.ceil((index - NEWS_COUNT + 1) / 8);
}

const NEWS_SECTIONS = {
  brief: { tk: 'Gysgaça', ru: 'Коротко', en: 'In brief' },
  details: { tk: 'Jikme-jiklikler', ru: 'Подробности', en: 'Details' },
} satisfies Record<string, Localized>;

export function buildNews(lang: Lang, absolute: AbsoluteMedia, count = NEWS_COUNT): News[] {
  return Array.from({ length: count }, (_, index) => {
    const id = FIRST_NEWS_ID + count - 1 - index; // newest first, with the highest id
    // Template and region advance together; 12 and 7 are coprime, so no pair repeats
    // within 84 items and every title is distinct.
    const template = TEMPLATES[index % TEMPLATES.length]!;
    // The quoted count also moves with each pass through the templates, so a story type does
    // not repeat the same number.
    const n = 15 + 5 * ((index * 7 + Math.floor(index / TEMPLATES.length) * 5) % 12);
    const story = template[lang]({ r: region(index), s: subject(index), n });
    const image = `/media/photos/news-${id}.png`;
    const useAbsolute = index % 10 === 3;
    const item: News = {
      id,
      title: story.title,
      // Every other story as some editors write it: headings starting at h3, one level skipped.
      content: (index % 2 === 0
        ? [
            heading(3, NEWS_SECTIONS.brief[lang]),
            story.paragraphs[0],
            heading(5, NEWS_SECTIONS.details[lang]),
            ...story.paragraphs.slice(1),
          ]
        : story.paragraphs
      ).join(''),
      image: useAbsolute ? absolute(image) : image,
      image_thumbnail: useAbsolute ? absolute(`/media/thumbs/news-${id}.png`) : `/media/thumbs/news-${id}.png`,
      published_date: ashgabatTime(
        '2026-11-15T09:00',
        -days(daysBack(index)) + ((index * 5) % 9) * 60 + ((index * 13) % 60),
      ),
      views: 40 + ((id * 37) % 900),
    };
    // Optional fields in all three states the contract allows: present, null and missing.
    if (index % 3 !== 2) item.description = story.description;
    else if (index % 2 === 0) item.description = null;
    if (index % 4 === 0) item.source_link = `https://news.example/education/${id}`;
    else if (index % 4 === 1) item.source_link = null;
    return item;
  });
}
