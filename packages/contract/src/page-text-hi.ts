import type { PageText } from './page-text.ts';
import { ROUTES } from './routes.ts';
import type { SiteLanguage } from './site-languages.ts';

/**
 * The Hindi title and description of every page with a fixed address, by its address without the `/hi`
 * prefix: the server writes them into the head of `/hi/…` pages and the web app keeps the head in step.
 * (The English ones stay beside each page's code, see page-text.ts and public-page-text.ts.)
 */
export const HINDI_PAGE_TEXT: Readonly<Record<string, PageText>> = {
  [ROUTES.home]: {
    title: 'NEET टॉपर्स से वन-ऑन-वन मेंटरशिप',
    description:
      'NEET पास कर चुके वेरिफ़ाइड MBBS मेंटर्स के साथ वन-ऑन-वन सेशन बुक करें: आपके लिए बना स्टडी प्लान, चैट पर डाउट क्लियर करना और फ़्री वेबिनार।',
  },
  [ROUTES.searchMentor]: {
    title: 'NEET मेंटर खोजें',
    description: 'NEET पास कर चुके वेरिफ़ाइड MBBS मेंटर्स देखें। कैटेगरी, राज्य, जेंडर, अटेम्प्ट, परीक्षा वर्ष और बजट से छाँटें।',
  },
  [ROUTES.becameMentor]: {
    title: 'मेंटर बनें',
    description:
      'NEET पास कर चुके MBBS छात्र: NEET की तैयारी कर रहे छात्रों को वन-ऑन-वन गाइड करें, अपना समय खुद चुनें और हर महीने कमाएँ।',
  },
  [ROUTES.webinar]: {
    title: 'फ़्री NEET वेबिनार',
    description: 'MBBS मेंटर्स के साथ NEET की तैयारी पर हमारे फ़्री लाइव वेबिनार के लिए रजिस्टर करें।',
  },
  [ROUTES.blogs]: {
    title: 'NEET में सफलता की आपकी गाइड',
    description: 'MBBS मेंटर्स से NEET की तैयारी के लिए स्टडी प्लान, रिवीज़न के तरीके और सच्ची सलाह।',
  },
  [ROUTES.contact]: {
    title: 'संपर्क करें',
    description: 'हमारी सपोर्ट टीम को लिखें, हर दिन सुबह 9 बजे से रात 9 बजे तक।',
  },
  [ROUTES.terms]: {
    title: 'नियम और शर्तें',
    description: 'प्लेटफ़ॉर्म के छात्रों, मेंटर्स और विज़िटर्स पर लागू होने वाली शर्तें।',
  },
  [ROUTES.refundPolicy]: {
    title: 'रिफ़ंड पॉलिसी',
    description: 'किन सेशन का रिफ़ंड मिलता है, कैसे माँगें और रिफ़ंड में कितना समय लगता है।',
  },
  [ROUTES.privacyPolicy]: {
    title: 'प्राइवेसी पॉलिसी',
    description: 'हम कौन-सी जानकारी लेते हैं, क्यों, कितने समय तक रखते हैं और आपके पास क्या विकल्प हैं।',
  },
  [ROUTES.about]: {
    title: 'हमारे बारे में',
    description: 'हम NEET की तैयारी कर रहे छात्रों को परीक्षा पास कर चुके MBBS छात्रों से क्यों जोड़ते हैं।',
  },
  [ROUTES.faqMentors]: {
    title: 'मेंटर्स के सवाल-जवाब',
    description: 'मेंटर्स के आम सवालों के जवाब: योग्यता, वेरिफ़िकेशन, सेशन और पेमेंट।',
  },
  [ROUTES.faqStudents]: {
    title: 'छात्रों के सवाल-जवाब',
    description: 'छात्रों के आम सवालों के जवाब: बुकिंग, पेमेंट, रिफ़ंड और सेशन।',
  },
  [ROUTES.whyChooseUs]: {
    title: 'हमारे साथ मेंटर क्यों बनें',
    description: 'MBBS छात्र NEET की तैयारी कर रहे छात्रों को हमारे साथ क्यों गाइड करते हैं।',
  },
  [ROUTES.howItWorks]: {
    title: 'यह कैसे काम करता है',
    description: 'मेंटर चुनें, सेशन बुक करें, चैट पर समय तय करें और बाद में रेटिंग दें: हर कदम आसान भाषा में।',
  },
  [ROUTES.login]: { title: 'लॉग इन', description: 'छात्र या मेंटर के रूप में लॉग इन करें।' },
  [ROUTES.signup]: {
    title: 'अकाउंट बनाएँ',
    description: 'छात्र के रूप में साइन अप करें, या मेंटर बनने के लिए आवेदन करें।',
  },
};

/** The not-found page's head in Hindi (every address that is no page). */
export const HINDI_PAGE_NOT_FOUND_TEXT: PageText = {
  title: 'पेज नहीं मिला',
  description: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
};

export const HINDI_BLOG_NOT_FOUND_TEXT: PageText = {
  title: 'ब्लॉग नहीं मिला',
  description: 'यह लेख मौजूद नहीं है।',
};

export const HINDI_MENTOR_NOT_FOUND_TITLE = 'मेंटर नहीं मिले';

/** A mentor's page head in Hindi; the name, college and languages are the mentor's own words. */
export function hindiMentorPageText(mentor: {
  firstName: string;
  lastName: string;
  neetScore: number;
  neetExamYear: number | null;
  institute: string | null;
  languages: readonly string[];
}): PageText {
  const name = `${mentor.firstName} ${mentor.lastName}`;
  const college = mentor.institute ?? 'मेडिकल कॉलेज';
  return {
    title: `${name} – NEET ${mentor.neetScore}, ${mentor.institute ?? 'MBBS मेंटर'}`,
    description:
      `${name} के साथ वन-ऑन-वन NEET मेंटरशिप सेशन बुक करें: ${college} में MBBS छात्र, NEET ${mentor.neetExamYear ?? ''} में ${mentor.neetScore} अंक। भाषाएँ: ${mentor.languages.join(', ') || 'English'}।`.replace(
        /\s+/g,
        ' ',
      ),
  };
}

/** A fixed page's head in the language, or the given English one when Hindi has none for the address. */
export function pageTextIn(language: SiteLanguage, pathname: string, english: PageText): PageText {
  if (language === 'en') return english;
  return Object.hasOwn(HINDI_PAGE_TEXT, pathname) ? (HINDI_PAGE_TEXT[pathname] ?? english) : english;
}
