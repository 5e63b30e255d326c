import type { LoginRequest } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';

export function logInStudent(credentials: LoginRequest): Promise<{ token: string; studentId: string }> {
  return apiPost('/students/login', credentials, { anonymous: true });
}
