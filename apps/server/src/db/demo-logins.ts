/** The fixed demo accounts created with the demo data; printed at start and listed in the README. */
export const DEMO_LOGINS = {
  student: 'demo.student@example.com',
  mentor: 'demo.mentor@example.com',
  admin: 'admin@example.com',
  password: 'Demo@12345',
} as const;
