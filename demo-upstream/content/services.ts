import type { AbsoluteMedia, Faq, Lang, Localized, Service, Slide } from './types.ts';
import { PORTAL, externalLink, heading, link, p, strong, ul } from './support.ts';

interface ServiceText {
  slug: string;
  title: Localized;
  summary: Localized;
}

const SERVICES: readonly ServiceText[] = [
  {
    slug: 'e-school',
    title: { tk: '«Elektron mekdep»', ru: '«Электронная школа»', en: 'E-school' },
    summary: {
      tk: 'Mekdep durmuşynyň ähli maglumatlaryny bir sanly ulgamda jemleýän hyzmat.',
      ru: 'Сервис, объединяющий все данные школьной жизни в одной цифровой системе.',
      en: 'A service that brings all school records together in one digital system.',
    },
  },
  {
    slug: 'e-garden',
    title: { tk: '«Elektron çagalar bagy»', ru: '«Электронный детский сад»', en: 'E-garden' },
    summary: {
      tk: 'Çagalary çagalar bagyna onlaýn ýazdyrmak we nobaty yzarlamak hyzmaty.',
      ru: 'Онлайн-запись детей в детский сад и отслеживание очереди.',
      en: 'Online kindergarten enrolment and queue tracking.',
    },
  },
  {
    slug: 'e-diary',
    title: { tk: 'Elektron gündelik', ru: 'Электронный дневник', en: 'Electronic diary' },
    summary: {
      tk: 'Okuwçynyň bahalaryny we öý işlerini onlaýn görmek mümkinçiligi.',
      ru: 'Оценки и домашние задания ученика онлайн.',
      en: "Pupils' marks and homework online.",
    },
  },
  {
    slug: 'payment',
    title: { tk: 'Onlaýn töleg', ru: 'Онлайн-оплата', en: 'Online payment' },
    summary: {
      tk: 'Bilim hyzmatlary üçin bank kartlary arkaly töleg.',
      ru: 'Оплата образовательных услуг банковской картой.',
      en: 'Card payments for education services.',
    },
  },
  {
    slug: 'certificate-check',
    title: {
      tk: 'Bilim hakyndaky resminamalary barlamak',
      ru: 'Проверка документов об образовании',
      en: 'Education certificate verification',
    },
    summary: {
      tk: 'Attestatlaryň we diplomlaryň hakykydygyny onlaýn barlamak.',
      ru: 'Онлайн-проверка подлинности аттестатов и дипломов.',
      en: 'Online checks that school certificates and diplomas are genuine.',
    },
  },
  {
    slug: 'olympiad-registration',
    title: { tk: 'Olimpiadalara hasaba alyş', ru: 'Регистрация на олимпиады', en: 'Olympiad registration' },
    summary: {
      tk: 'Okuwçylary olimpiadalara we bäsleşiklere onlaýn hasaba almak.',
      ru: 'Онлайн-регистрация учащихся на олимпиады и конкурсы.',
      en: 'Online registration of pupils for olympiads and contests.',
    },
  },
  {
    slug: 'distance-learning',
    title: { tk: 'Uzakdan okuw', ru: 'Дистанционное обучение', en: 'Distance learning' },
    summary: {
      tk: 'Onlaýn synplar we sanly okuw serişdeleri.',
      ru: 'Онлайн-классы и цифровые учебные материалы.',
      en: 'Online classes and digital learning materials.',
    },
  },
  {
    slug: 'e-library',
    title: { tk: 'Elektron kitaphana', ru: 'Электронная библиотека', en: 'E-library' },
    summary: {
      tk: 'Okuw kitaplarynyň we goşmaça edebiýatyň sanly gaznasy.',
      ru: 'Цифровой фонд учебников и дополнительной литературы.',
      en: 'A digital collection of textbooks and further reading.',
    },
  },
  {
    slug: 'teacher-certification',
    title: { tk: 'Mugallymlaryň attestasiýasy', ru: 'Аттестация учителей', en: 'Teacher certification' },
    summary: {
      tk: 'Mugallymlaryň hünär derejesini onlaýn synag arkaly kesgitlemek.',
      ru: 'Определение квалификации учителей с помощью онлайн-тестирования.',
      en: "Online testing that confirms teachers' qualification levels.",
    },
  },
  {
    slug: 'school-admission',
    title: { tk: 'Mekdebe kabul ediş', ru: 'Приём в школу', en: 'School admission' },
    summary: {
      tk: 'Birinji synpa onlaýn arza bermek.',
      ru: 'Онлайн-заявление о приёме в первый класс.',
      en: 'Online applications for first grade.',
    },
  },
  {
    slug: 'support',
    title: { tk: 'Tehniki goldaw', ru: 'Техническая поддержка', en: 'Technical support' },
    summary: {
      tk: 'Sanly ulgamlary ulanmakda ýüze çykan soraglar boýunça kömek.',
      ru: 'Помощь по вопросам работы с цифровыми системами.',
      en: 'Help with questions about the digital systems.',
    },
  },
  {
    slug: 'school-websites',
    title: { tk: 'Mekdep web sahypalary', ru: 'Школьные веб-сайты', en: 'School websites' },
    summary: {
      tk: 'Mekdepler üçin web sahypalary döretmek we ýerleşdirmek.',
      ru: 'Создание и размещение веб-сайтов для школ.',
      en: 'Building and hosting websites for schools.',
    },
  },
  {
    slug: 'institutional-mail',
    title: { tk: 'Edara elektron poçtasy', ru: 'Корпоративная электронная почта', en: 'Institutional e-mail' },
    summary: {
      tk: 'Bilim edaralary üçin resmi elektron poçta salgylary.',
      ru: 'Официальные адреса электронной почты для учебных заведений.',
      en: 'Official e-mail addresses for education institutions.',
    },
  },
  {
    slug: 'information-security',
    title: { tk: 'Maglumat howpsuzlygy', ru: 'Информационная безопасность', en: 'Information security' },
    summary: {
      tk: 'Bilim edaralarynyň maglumatlaryny goramak boýunça maslahatlar.',
      ru: 'Консультации по защите данных учебных заведений.',
      en: "Advice on protecting education institutions' data.",
    },
  },
];

const SERVICE_TEXT = {
  audience: {
    tk: 'Hyzmatdan kimler peýdalanyp biler:',
    ru: 'Кто может воспользоваться сервисом:',
    en: 'Who can use the service:',
  },
  audienceList: {
    tk: ['okuwçylar we olaryň ata-eneleri', 'mugallymlar', 'bilim edaralarynyň işgärleri'],
    ru: ['учащиеся и их родители', 'учителя', 'сотрудники учебных заведений'],
    en: ['pupils and their parents', 'teachers', 'staff of education institutions'],
  },
  open: { tk: 'Hyzmata geçmek', ru: 'Перейти к сервису', en: 'Open the service' },
  questions: {
    tk: `Soraglaryňyz bar bolsa, ${link('/contact', 'biziň bilen habarlaşyň')}.`,
    ru: `Если у вас есть вопросы, ${link('/contact', 'свяжитесь с нами')}.`,
    en: `If you have questions, ${link('/contact', 'get in touch')}.`,
  },
  free: { tk: 'Hyzmat mugt.', ru: 'Сервис бесплатный.', en: 'The service is free.' },
} as const;

const FIRST_SERVICE_ID = 701;

export function buildServices(lang: Lang, absolute: AbsoluteMedia): Service[] {
  return SERVICES.map((service, index) => {
    const id = FIRST_SERVICE_ID + index;
    const icon = `/media/icons/service-${id}.png`;
    const thumbnail = `/media/thumbs/service-${id}.png`;
    const useAbsolute = index === 3 || index === 9;
    return {
      id,
      title: service.title[lang],
      icon: useAbsolute ? absolute(icon) : icon,
      thumbnail: useAbsolute ? absolute(thumbnail) : thumbnail,
      description: [
        p(`${service.summary[lang]} ${strong(SERVICE_TEXT.free[lang])}`),
        heading(3, SERVICE_TEXT.audience[lang]),
        ul(SERVICE_TEXT.audienceList[lang]),
        p(externalLink(`${PORTAL}/${service.slug}`, SERVICE_TEXT.open[lang])),
        p(SERVICE_TEXT.questions[lang]),
      ].join(''),
      order: index + 1,
    };
  });
}

const FAQ: readonly { question: Localized; answer: Localized }[] = [
  {
    question: {
      tk: '«Elektron mekdep» ulgamyna nädip girmeli?',
      ru: 'Как войти в систему «Электронная школа»?',
      en: 'How do I sign in to the e-school system?',
    },
    answer: {
      tk: p(
        `Ulanyjy adyny we açar sözüni mekdebiňizden alyň, soňra ${link('/digital/e-school', 'ulgamyň sahypasyna')} giriň.`,
      ),
      ru: p(`Получите логин и пароль в своей школе, затем откройте ${link('/digital/e-school', 'страницу системы')}.`),
      en: p(
        `Get your user name and password from your school, then open the ${link('/digital/e-school', "system's page")}.`,
      ),
    },
  },
  {
    question: {
      tk: 'Açar sözümi unutdym. Näme etmeli?',
      ru: 'Я забыл пароль. Что делать?',
      en: 'I forgot my password. What should I do?',
    },
    answer: {
      tk: p('Giriş sahypasyndaky «Açar sözüni dikeltmek» düwmesine basyň ýa-da synp ýolbaşçyňyza ýüz tutuň.'),
      ru: p('Нажмите «Восстановить пароль» на странице входа или обратитесь к классному руководителю.'),
      en: p('Click “Reset password” on the sign-in page or ask your class teacher.'),
    },
  },
  {
    question: {
      tk: 'Çagamy çagalar bagyna nädip ýazdyryp bilerin?',
      ru: 'Как записать ребёнка в детский сад?',
      en: 'How can I enrol my child in kindergarten?',
    },
    answer: {
      tk: p(
        `${link('/digital/e-garden', '«Elektron çagalar bagy»')} hyzmatynda arza dolduryň. Arzanyň ýagdaýyny şahsy otagyňyzda görüp bilersiňiz.`,
      ),
      ru: p(
        `Заполните заявление в сервисе ${link('/digital/e-garden', '«Электронный детский сад»')}. Статус заявления виден в личном кабинете.`,
      ),
      en: p(
        `Fill in an application in the ${link('/digital/e-garden', 'e-garden')} service. You can follow its status in your personal account.`,
      ),
    },
  },
  {
    question: {
      tk: 'Merkeziň hyzmatlary tölegli mi?',
      ru: 'Платные ли услуги центра?',
      en: "Do the centre's services cost anything?",
    },
    answer: {
      tk: p(
        `Esasy sanly hyzmatlar mugtdur. Goşmaça kurslaryň bahasy ${link('/services', 'hyzmatlar')} sahypasynda görkezilýär.`,
      ),
      ru: p(
        `Основные цифровые услуги бесплатны. Стоимость дополнительных курсов указана на странице ${link('/services', 'услуг')}.`,
      ),
      en: p(
        `The core digital services are free. Prices for additional courses are listed on the ${link('/services', 'services')} page.`,
      ),
    },
  },
  {
    question: {
      tk: 'Onlaýn tölegi nädip amala aşyrmaly?',
      ru: 'Как оплатить услуги онлайн?',
      en: 'How do I pay online?',
    },
    answer: {
      tk:
        p(`${link('/digital/payment', 'Onlaýn töleg')} sahypasyna giriň we:`) +
        ul(['hyzmaty saýlaň', 'tölegiň möçberini barlaň', 'kartyňyzyň maglumatlaryny giriziň']),
      ru:
        p(`Откройте страницу ${link('/digital/payment', 'онлайн-оплаты')} и:`) +
        ul(['выберите услугу', 'проверьте сумму', 'введите данные карты']),
      en:
        p(`Open the ${link('/digital/payment', 'online payment')} page, then:`) +
        ul(['choose the service', 'check the amount', 'enter your card details']),
    },
  },
  {
    question: {
      tk: 'Wideosapaklary nireden tapyp bolar?',
      ru: 'Где найти видеоуроки?',
      en: 'Where can I find video lessons?',
    },
    answer: {
      tk: p(`Ähli wideosapaklar ${link('/lessons', 'elektron sapaklar')} bölüminde ýerleşdirilendir.`),
      ru: p(`Все видеоуроки размещены в разделе ${link('/lessons', 'электронных уроков')}.`),
      en: p(`All video lessons are in the ${link('/lessons', 'e-lessons')} section.`),
    },
  },
  {
    question: {
      tk: 'Olimpiada nädip ýazylmaly?',
      ru: 'Как записаться на олимпиаду?',
      en: 'How do I register for an olympiad?',
    },
    answer: {
      tk: p(
        `Işjeň bäsleşikleriň sanawy ${link('/competitions', 'bäsleşikler')} sahypasynda. Hasaba alyş mekdep arkaly amala aşyrylýar.`,
      ),
      ru: p(
        `Список открытых конкурсов — на странице ${link('/competitions', 'конкурсов')}. Регистрация проводится через школу.`,
      ),
      en: p(
        `Open competitions are listed on the ${link('/competitions', 'competitions')} page. Registration goes through your school.`,
      ),
    },
  },
  {
    question: {
      tk: 'Merkez haýsy wagtda işleýär?',
      ru: 'Какой режим работы центра?',
      en: "What are the centre's opening hours?",
    },
    answer: {
      tk: p(`Merkez duşenbeden annä çenli ${strong('9:00–18:00')} aralygynda işleýär.`),
      ru: p(`Центр работает с понедельника по пятницу с ${strong('9:00 до 18:00')}.`),
      en: p(`The centre is open Monday to Friday, ${strong('9:00–18:00')}.`),
    },
  },
  {
    question: {
      tk: 'Saýt haýsy dillerde elýeterli?',
      ru: 'На каких языках доступен сайт?',
      en: 'Which languages is the site available in?',
    },
    answer: {
      tk: p('Saýt türkmen, rus we iňlis dillerinde elýeterlidir.'),
      ru: p('Сайт доступен на туркменском, русском и английском языках.'),
      en: p('The site is available in Turkmen, Russian and English.'),
    },
  },
  {
    question: {
      tk: 'Tehniki kynçylyk ýüze çyksa, kime ýüz tutmaly?',
      ru: 'Куда обращаться при технических проблемах?',
      en: 'Who do I contact about a technical problem?',
    },
    answer: {
      tk: p(
        `Merkeziň goldaw gullugy bilen ${link('/contact', 'habarlaşyň')}. Ýüzlenmäňize bir iş gününiň dowamynda jogap berilýär.`,
      ),
      ru: p(
        `Свяжитесь со службой поддержки центра через страницу ${link('/contact', 'контактов')}. Ответ поступит в течение рабочего дня.`,
      ),
      en: p(`${link('/contact', 'Contact')} the centre's support team. You will get an answer within one working day.`),
    },
  },
];

const FIRST_FAQ_ID = 801;

export function buildFaq(lang: Lang): Faq[] {
  return FAQ.map((entry, index) => ({
    id: FIRST_FAQ_ID + index,
    question: entry.question[lang],
    answer: entry.answer[lang],
  }));
}

const SLIDES: readonly { title: Localized | null; link: string | null }[] = [
  {
    title: {
      tk: 'Sanly bilim — her okuwçy üçin',
      ru: 'Цифровое образование — для каждого ученика',
      en: 'Digital education for every pupil',
    },
    link: '/services',
  },
  {
    title: {
      tk: 'Elektron sapaklar islendik wagt elýeterli',
      ru: 'Электронные уроки доступны в любое время',
      en: 'E-lessons available any time',
    },
    link: '/lessons',
  },
  {
    title: {
      tk: 'Olimpiadalara hasaba alyş açyk',
      ru: 'Открыта регистрация на олимпиады',
      en: 'Olympiad registration is open',
    },
    link: null,
  },
  // A picture-only slide linking out: `title` and `link` are both optional in the contract.
  { title: null, link: `${PORTAL}/e-garden` },
];

const FIRST_SLIDE_ID = 901;

export function buildSlides(lang: Lang, absolute: AbsoluteMedia): Slide[] {
  return SLIDES.map((slide, index) => {
    const id = FIRST_SLIDE_ID + index;
    const image = `/media/slides/slide-${id}.png`;
    return {
      id,
      title: slide.title ? slide.title[lang] : null,
      image: index === SLIDES.length - 1 ? absolute(image) : image,
      link: slide.link,
    };
  });
}
