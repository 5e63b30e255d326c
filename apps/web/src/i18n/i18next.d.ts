// The English catalog is the source of truth for keys: `t('a.key')` that it lacks is a type error, and the
// catalog test (catalogs.test.ts) holds the Hindi one to the same keys.
import 'i18next';
import type admin from '../locales/en/admin.json';
import type auth from '../locales/en/auth.json';
import type chat from '../locales/en/chat.json';
import type common from '../locales/en/common.json';
import type content from '../locales/en/content.json';
import type errors from '../locales/en/errors.json';
import type home from '../locales/en/home.json';
import type layout from '../locales/en/layout.json';
import type legal from '../locales/en/legal.json';
import type mentor from '../locales/en/mentor.json';
import type mentors from '../locales/en/mentors.json';
import type student from '../locales/en/student.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      admin: typeof admin;
      auth: typeof auth;
      chat: typeof chat;
      common: typeof common;
      content: typeof content;
      errors: typeof errors;
      home: typeof home;
      layout: typeof layout;
      legal: typeof legal;
      mentor: typeof mentor;
      mentors: typeof mentors;
      student: typeof student;
    };
  }
}
