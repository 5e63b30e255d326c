import type { EarlyRead } from '../lib/early-reads.ts';

/**
 * Runs on the signed-in main pages before the app (as soon as it arrives on the student's profile; on the
 * dashboards once the page is parsed, see `earlyScriptTags`), apart from the app and importing nothing of it:
 * asks for the data the page shows first (and, on the student's profile, then the picture, the page's
 * largest element) while the app's scripts are still downloading. The app takes each answer over
 * (`takeEarlyRead`) instead of asking again. Any doubt (no session, another role's session, blocked
 * storage, a page or search in the address) and it leaves that call to the app, which asks as it always
 * does. It also takes a dashboard's frame away from anyone it was not drawn for (`dropFrame`).
 */

type Role = 'Student' | 'Mentor' | 'Admin';

/** A call as the app makes it: path and JSON body. */
type Call = [path: string, body: object];

interface PageReads {
  role: Role;
  /** The page's first calls, exactly as the app makes them. */
  calls(id: string, plainAddress: boolean): Call[];
  /** Whether the first answer names a picture to start at once. */
  picture?: boolean;
}

/**
 * A dashboard's first calls: the account's details, the figures and, unless the address asks for another
 * page or a search, the first page of its table.
 */
function dashboardReads(role: Role, details: string, figures: string, table: string): PageReads {
  return {
    role,
    calls: (id, plainAddress) => [
      [details, { id }],
      [figures, {}],
      ...(plainAddress ? [[`${table}?page=1`, {}] satisfies Call] : []),
    ],
  };
}

const PAGES: Record<string, PageReads> = {
  '/student-profile': {
    role: 'Student',
    calls: (id) => [['/students/student-details', { id }]],
    picture: true,
  },
  '/mentor-dashboard': dashboardReads(
    'Mentor',
    '/mentors/mentor-details',
    '/mentors/dashboard-summary',
    '/mentors/all-complete-sessions',
  ),
  '/admin-dashboard': dashboardReads(
    'Admin',
    '/admin/admin-details',
    '/admin/dashboard-data',
    '/admin/total-completed-sessions',
  ),
};

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Whose session this is, as the app reads it: an admin by `adminId`, the others by `userType`. */
function signedIn(): { token: string; role: Role; id: string } | null {
  const token = readStored('auth');
  if (!token) return null;
  const adminId = readStored('adminId');
  if (adminId) return { token, role: 'Admin', id: adminId };
  const userType = readStored('userType');
  const id = readStored('userId');
  return id && (userType === 'Student' || userType === 'Mentor') ? { token, role: userType, id } : null;
}

/** Statuses whose answers have no body, which a Response cannot be made with. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The answer read whole, then handed on as a new answer: the request ends as soon as it has arrived. A body
 * left unread would keep it open, and its connection taken, if the app never takes it over.
 */
async function readWhole(answer: Response): Promise<Response> {
  const body = NULL_BODY_STATUSES.has(answer.status) ? null : await answer.arrayBuffer();
  return new Response(body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

function preloadPicture(envelope: unknown): void {
  const data: unknown =
    typeof envelope === 'object' && envelope !== null ? Reflect.get(envelope, 'data') : null;
  const picture: unknown =
    typeof data === 'object' && data !== null ? Reflect.get(data, 'profilePicture') : null;
  // Only a picture of this site: the answer is the server's, but nothing here needs to go anywhere else.
  if (typeof picture === 'string' && picture.startsWith('/') && !picture.startsWith('//')) {
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = picture;
  }
}

/**
 * The dashboards arrive with their frame drawn for a user of their role. Anyone else (signed out, another
 * role) is not shown it: the page is emptied before the app starts, which then renders what this visitor
 * gets (the home page, or whose session this is) instead of adopting the frame.
 */
function dropFrame(): void {
  document.getElementById('root')?.replaceChildren();
}

function startEarlyReads(): void {
  // A Hindi page's address has the `/hi` prefix (see the contract's site-languages.ts), its page is the same.
  const page = PAGES[location.pathname.replace(/^\/hi(?=\/|$)/, '').replace(/\/+$/, '') || '/'];
  const session = signedIn();
  if (page && session?.role !== page.role) dropFrame();
  if (!page || !session || session.role !== page.role) return;
  const reads = (window.earlyReads ??= []);
  for (const [index, [path, payload]] of page.calls(session.id, location.search === '').entries()) {
    const body = JSON.stringify(payload);
    const response = fetch(`/api/v1${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${session.token}`,
      },
      body,
    }).then(readWhole);
    const read: EarlyRead = { path, body, token: session.token, startedAt: performance.now(), response };
    reads.push(read);
    if (page.picture && index === 0) {
      response
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then(preloadPicture)
        .catch(() => undefined);
    }
  }
}

startEarlyReads();
