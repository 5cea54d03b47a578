/* schema.org JSON-LD builders: each takes what the page already shows, with absolute URLs. */

export type Thing = Record<string, unknown>;

/** A schema.org thing of `type`, as the top of a JSON-LD document. */
const thing = (type: string, fields: Thing): Thing => ({ '@context': 'https://schema.org', '@type': type, ...fields });

export interface Institute {
  name: string;
  shortName: string;
  url: string;
  logo: string;
  email: string;
  phones: readonly string[];
  postalAddress: string;
  sameAs: readonly string[];
}

export function organization(institute: Institute): Thing {
  return thing('EducationalOrganization', {
    name: institute.name,
    alternateName: institute.shortName,
    url: institute.url,
    logo: institute.logo,
    email: institute.email,
    telephone: institute.phones,
    address: { '@type': 'PostalAddress', streetAddress: institute.postalAddress, addressCountry: 'TM' },
    sameAs: institute.sameAs,
  });
}

/** The visible breadcrumb; the current page comes last, without a link, as on screen. */
export function breadcrumbList(crumbs: readonly { name: string; url?: string }[]): Thing {
  return thing('BreadcrumbList', {
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url && { item: crumb.url }),
    })),
  });
}

const publisher = (institute: Pick<Institute, 'name' | 'logo'>) => ({
  '@type': 'Organization',
  name: institute.name,
  logo: { '@type': 'ImageObject', url: institute.logo },
});

export function newsArticle(article: {
  headline: string;
  url: string;
  image: string;
  datePublished: string;
  description: string;
  inLanguage: string;
  publisher: Pick<Institute, 'name' | 'logo'>;
}): Thing {
  return thing('NewsArticle', {
    headline: article.headline,
    url: article.url,
    mainEntityOfPage: article.url,
    image: [article.image],
    datePublished: article.datePublished,
    description: article.description,
    inLanguage: article.inLanguage,
    author: publisher(article.publisher),
    publisher: publisher(article.publisher),
  });
}

export function event(competition: {
  name: string;
  url: string;
  startDate: string;
  description: string;
  image: string | null;
  organizer: Pick<Institute, 'name' | 'url' | 'postalAddress'>;
}): Thing {
  return thing('Event', {
    name: competition.name,
    url: competition.url,
    startDate: competition.startDate,
    description: competition.description,
    ...(competition.image && { image: [competition.image] }),
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: competition.organizer.name,
      address: { '@type': 'PostalAddress', streetAddress: competition.organizer.postalAddress, addressCountry: 'TM' },
    },
    organizer: { '@type': 'Organization', name: competition.organizer.name, url: competition.organizer.url },
  });
}

export function course(lesson: {
  name: string;
  url: string;
  description: string;
  image: string;
  inLanguage: string;
  provider: Pick<Institute, 'name' | 'url'>;
}): Thing {
  return thing('Course', {
    name: lesson.name,
    url: lesson.url,
    description: lesson.description,
    image: lesson.image,
    inLanguage: lesson.inLanguage,
    provider: { '@type': 'Organization', name: lesson.provider.name, sameAs: lesson.provider.url },
  });
}

export function faqPage(entries: readonly { question: string; answer: string }[]): Thing {
  return thing('FAQPage', {
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  });
}

export function imageGallery(album: { name: string; url: string; images: readonly string[] }): Thing {
  return thing('ImageGallery', {
    name: album.name,
    url: album.url,
    image: album.images.map((url) => ({ '@type': 'ImageObject', contentUrl: url })),
  });
}

export function videoList(videos: readonly { name: string; contentUrl: string; thumbnailUrl: string }[]): Thing {
  return thing('ItemList', {
    itemListElement: videos.map((video, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'VideoObject',
        name: video.name,
        description: video.name,
        contentUrl: video.contentUrl,
        thumbnailUrl: video.thumbnailUrl,
      },
    })),
  });
}

/** JSON for a ld+json script, escaped so upstream text (`</script>`, `<!--`) cannot break out. */
export function serializeJsonLd(data: Thing | Thing[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
