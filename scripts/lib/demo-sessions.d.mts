export type DemoRole = 'student' | 'mentor' | 'admin';
export declare function demoSessionKeys(
  baseUrl: string,
  role: DemoRole,
  logins: Readonly<Record<DemoRole | 'password', string>>,
): Promise<Record<string, string>>;
