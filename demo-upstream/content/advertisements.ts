import type { AbsoluteMedia, Advertisement, Lang, Localized } from './types.ts';
import { PORTAL, ashgabatTime, days, externalLink, link, p, ul } from './support.ts';

type AdKind = 'courses' | 'vacancies' | 'events' | 'announcement';

const KIND_LABEL: Readonly<Record<AdKind, Localized>> = {
  courses: { tk: 'Kurslar', ru: 'Курсы', en: 'Courses' },
  vacancies: { tk: 'Iş orunlary', ru: 'Вакансии', en: 'Vacancies' },
  events: { tk: 'Çäreler', ru: 'Мероприятия', en: 'Events' },
  announcement: { tk: 'Bildiriş', ru: 'Объявление', en: 'Announcement' },
};

/** Details shared by every advertisement of a kind, so each one reads as a complete notice. */
const KIND_DETAILS: Readonly<Record<AdKind, Localized>> = {
  courses: {
    tk:
      p('Okuwlar onlaýn we merkeziň okuw otaglarynda geçirilýär.') +
      ul(['dowamlylygy: 4 hepde', 'toparlar: 15 adama çenli', 'tamamlanlara şahadatnama berilýär']),
    ru:
      p('Занятия проходят онлайн и в учебных классах центра.') +
      ul(['продолжительность: 4 недели', 'группы до 15 человек', 'по окончании выдаётся сертификат']),
    en:
      p("Classes run online and in the centre's classrooms.") +
      ul(['duration: 4 weeks', 'groups of up to 15 people', 'a certificate on completion']),
  },
  vacancies: {
    tk:
      p('Dalaşgärlere bildirilýän talaplar:') +
      ul(['degişli ugur boýunça ýokary bilim', 'toparda işlemek başarnygy', 'türkmen we rus dillerini bilmek']) +
      p(`Rezýumäňizi ${link('/contact', 'habarlaşmak')} sahypasy arkaly iberiň.`),
    ru:
      p('Требования к кандидатам:') +
      ul(['высшее образование по профилю', 'умение работать в команде', 'знание туркменского и русского языков']) +
      p(`Резюме можно отправить через страницу ${link('/contact', 'контактов')}.`),
    en:
      p('Requirements:') +
      ul([
        'a university degree in a relevant field',
        'the ability to work in a team',
        'Turkmen and Russian language skills',
      ]) +
      p(`Send your CV via the ${link('/contact', 'contact page')}.`),
  },
  events: {
    tk:
      p('Çärä gatnaşmak mugt, ýöne öňünden hasaba durmak zerur.') +
      p(`Hasaba durmak üçin ${externalLink(`${PORTAL}/events`, 'hasaba alyş sahypasyna')} geçiň.`),
    ru:
      p('Участие бесплатное, но нужна предварительная регистрация.') +
      p(`Зарегистрироваться можно на ${externalLink(`${PORTAL}/events`, 'странице регистрации')}.`),
    en:
      p('Attendance is free, but registration in advance is required.') +
      p(`Register on the ${externalLink(`${PORTAL}/events`, 'registration page')}.`),
  },
  announcement: {
    tk:
      p('Giňişleýin maglumat üçin merkeziň goldaw gullugyna ýüz tutup bilersiňiz.') + p('Düşünişiňiz üçin sag boluň.'),
    ru: p('За подробностями обращайтесь в службу поддержки центра.') + p('Благодарим за понимание.'),
    en: p("For details, contact the centre's support team.") + p('Thank you for your understanding.'),
  },
};

/** A closing paragraph long enough that the list's 13-line clamp actually clamps. */
const ABOUT_CENTRE: Localized = {
  tk: p(
    'Merkez bilim ulgamynda sanly hyzmatlary ösdürmek we ornaşdyrmak bilen meşgullanýar. Biziň maksadymyz — her bir okuwçynyň, mugallymyň we ata-enäniň döwrebap sanly hyzmatlardan aňsat peýdalanmagyny üpjün etmek.',
  ),
  ru: p(
    'Центр занимается развитием и внедрением цифровых сервисов в системе образования. Наша цель — чтобы каждый ученик, учитель и родитель мог легко пользоваться современными цифровыми услугами.',
  ),
  en: p(
    'The centre develops and rolls out digital services across the education system. Our aim is for every pupil, teacher and parent to use modern digital services with ease.',
  ),
};

const ADVERTISEMENTS: readonly { kind: AdKind; title: Localized; intro: Localized }[] = [
  {
    kind: 'courses',
    title: {
      tk: 'Mugallymlar üçin sanly sowatlylyk kurslaryna kabul',
      ru: 'Набор на курсы цифровой грамотности для учителей',
      en: 'Enrolment open: digital literacy courses for teachers',
    },
    intro: {
      tk: 'Merkez mugallymlar üçin sanly sowatlylyk boýunça täze kurslara kabul yglan edýär.',
      ru: 'Центр объявляет набор на новые курсы цифровой грамотности для учителей.',
      en: 'The centre is enrolling teachers on new digital literacy courses.',
    },
  },
  {
    kind: 'vacancies',
    title: { tk: 'Programmistler işe çagyrylýar', ru: 'Требуются программисты', en: 'Vacancy: software developers' },
    intro: {
      tk: 'Merkeze web we mobil programmalary işläp düzmek üçin tejribeli programmistler gerek.',
      ru: 'Центру требуются опытные программисты для разработки веб- и мобильных приложений.',
      en: 'The centre is looking for experienced developers to build web and mobile applications.',
    },
  },
  {
    kind: 'events',
    title: {
      tk: 'Programmirleme boýunça tomusky mekdebe ýazylyş',
      ru: 'Запись в летнюю школу программирования',
      en: 'Sign up for the summer programming school',
    },
    intro: {
      tk: '12–16 ýaşly okuwçylar üçin programmirleme boýunça tomusky mekdebe ýazylyş başlandy.',
      ru: 'Открыта запись в летнюю школу программирования для учащихся 12–16 лет.',
      en: 'Sign-up has opened for the summer programming school for pupils aged 12 to 16.',
    },
  },
  {
    kind: 'announcement',
    title: {
      tk: 'Elektron gündelik ulgamynda meýilleşdirilen tehniki işler',
      ru: 'Плановые технические работы в системе электронного дневника',
      en: 'Planned maintenance of the electronic diary system',
    },
    intro: {
      tk: 'Şenbe güni sagat 22:00-dan 02:00-a çenli elektron gündelik ulgamynda tehniki işler geçiriler. Bu wagtda ulgam elýeterli bolmaz.',
      ru: 'В субботу с 22:00 до 02:00 в системе электронного дневника пройдут технические работы. В это время система будет недоступна.',
      en: 'The electronic diary will be unavailable on Saturday from 22:00 to 02:00 while planned maintenance takes place.',
    },
  },
  {
    kind: 'events',
    title: {
      tk: 'Ata-eneler üçin onlaýn seminar: elektron gündelik',
      ru: 'Онлайн-семинар для родителей: электронный дневник',
      en: 'Online seminar for parents: the electronic diary',
    },
    intro: {
      tk: 'Ata-eneler üçin elektron gündeligiň mümkinçilikleri barada onlaýn seminar geçiriler.',
      ru: 'Для родителей пройдёт онлайн-семинар о возможностях электронного дневника.',
      en: 'An online seminar will show parents what the electronic diary can do.',
    },
  },
  {
    kind: 'courses',
    title: {
      tk: 'Okuwçylar üçin robototehnika gurnagy',
      ru: 'Кружок робототехники для школьников',
      en: 'Robotics club for pupils',
    },
    intro: {
      tk: '8–14 ýaşly okuwçylar üçin robototehnika gurnagyna kabul dowam edýär.',
      ru: 'Продолжается набор школьников 8–14 лет в кружок робототехники.',
      en: 'Enrolment continues for the robotics club for pupils aged 8 to 14.',
    },
  },
  {
    kind: 'vacancies',
    title: {
      tk: 'Tehniki goldaw hünärmeni gerek',
      ru: 'Требуется специалист технической поддержки',
      en: 'Vacancy: technical support specialist',
    },
    intro: {
      tk: 'Merkeze ulanyjylara kömek bermek üçin tehniki goldaw hünärmeni gerek.',
      ru: 'Центру требуется специалист технической поддержки пользователей.',
      en: 'The centre needs a technical support specialist to help users.',
    },
  },
  {
    kind: 'announcement',
    title: {
      tk: 'Olimpiadalara hasaba alyşyň möhleti uzaldyldy',
      ru: 'Срок регистрации на олимпиады продлён',
      en: 'Olympiad registration deadline extended',
    },
    intro: {
      tk: 'Mekdep olimpiadalaryna hasaba alyşyň möhleti bir hepde uzaldyldy.',
      ru: 'Срок регистрации на школьные олимпиады продлён на одну неделю.',
      en: 'Registration for the school olympiads has been extended by one week.',
    },
  },
  {
    kind: 'courses',
    title: {
      tk: 'Iňlis dili boýunça onlaýn kurslar',
      ru: 'Онлайн-курсы английского языка',
      en: 'Online English language courses',
    },
    intro: {
      tk: 'Mugallymlar we ýokary synp okuwçylary üçin iňlis dili boýunça onlaýn kurslar açylýar.',
      ru: 'Открываются онлайн-курсы английского языка для учителей и старшеклассников.',
      en: 'Online English courses are opening for teachers and senior pupils.',
    },
  },
  {
    kind: 'events',
    title: {
      tk: 'Sanly bilim boýunça ylmy-amaly maslahat',
      ru: 'Научно-практическая конференция по цифровому образованию',
      en: 'Research and practice conference on digital education',
    },
    intro: {
      tk: 'Sanly bilim boýunça ylmy-amaly maslahata gatnaşmak üçin arzalar kabul edilýär.',
      ru: 'Принимаются заявки на участие в научно-практической конференции по цифровому образованию.',
      en: 'Applications are open for the research and practice conference on digital education.',
    },
  },
  {
    kind: 'announcement',
    title: {
      tk: 'Täze «Elektron kitaphana» hyzmaty işe girizildi',
      ru: 'Запущен новый сервис «Электронная библиотека»',
      en: 'New e-library service launched',
    },
    intro: {
      tk: 'Okuwçylar we mugallymlar üçin täze «Elektron kitaphana» hyzmaty işe girizildi.',
      ru: 'Для учеников и учителей запущен новый сервис «Электронная библиотека».',
      en: 'A new e-library service has been launched for pupils and teachers.',
    },
  },
  {
    kind: 'vacancies',
    title: { tk: 'Wideo redaktory işe çagyrylýar', ru: 'Требуется видеомонтажёр', en: 'Vacancy: video editor' },
    intro: {
      tk: 'Merkeze okuw wideolaryny taýýarlamak üçin wideo redaktory gerek.',
      ru: 'Центру требуется видеомонтажёр для подготовки учебных видео.',
      en: 'The centre is hiring a video editor to produce educational videos.',
    },
  },
];

const FIRST_ADVERTISEMENT_ID = 1201;

export function buildAdvertisements(lang: Lang, absolute: AbsoluteMedia): Advertisement[] {
  return ADVERTISEMENTS.map((ad, index) => {
    const id = FIRST_ADVERTISEMENT_ID + ADVERTISEMENTS.length - 1 - index;
    const image = `/media/photos/advertisement-${id}.png`;
    const thumbnail = `/media/thumbs/advertisement-${id}.png`;
    const useAbsolute = index === 6;
    return {
      id,
      title: ad.title[lang],
      image: useAbsolute ? absolute(image) : image,
      thumbnail: useAbsolute ? absolute(thumbnail) : thumbnail,
      // `category` is optional in the contract; one notice comes without it.
      category: index === 10 ? null : KIND_LABEL[ad.kind][lang],
      description: p(ad.intro[lang]) + KIND_DETAILS[ad.kind][lang] + ABOUT_CENTRE[lang],
      created_at: ashgabatTime('2026-11-18T10:30', -days(index * 5) - index * 35),
    };
  });
}
