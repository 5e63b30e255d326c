import type { SiteConfig } from './api/public-content.ts';
import type { SiteLanguage } from './site-languages.ts';

/** A page the web app rendered to HTML ahead of any request. */
export interface PrerenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** What goes into the page's head with it: the styles that markup needs and preloads for its code. */
  head: string;
  /**
   * What goes right after `<div id="root">`: the data the markup was rendered with, as a JSON element the
   * browser starts from (absent when the page was rendered without data).
   */
  afterRoot?: string;
}

/**
 * A query a page was rendered with: the key the web app keeps it under and the data of its API answer
 * (`null` for a mentor or blog that does not exist: the page shows its "not found").
 */
export interface InitialQuery {
  key: readonly unknown[];
  data: unknown;
}

/**
 * The query keys of the reads the server renders pages with, shared so that the server seeds exactly the
 * keys the pages ask for and the browser finds the data where it looks.
 */
export const pageQueryKeys = {
  mentorProfile: (id: string) => ['mentor-profile', id] as const,
  blog: (slug: string) => ['blog', slug] as const,
  featuredMentors: () => ['featured-mentors'] as const,
  blogs: () => ['blogs'] as const,
  testimonials: () => ['testimonials'] as const,
  webinar: () => ['webinar'] as const,
  mentors: (filters: Readonly<Record<MentorFilterField, string>>, page: number) =>
    ['mentors', filters, page] as const,
};

/**
 * The listing's filters as /search-mentor keeps them, named as its address and the API name them; an empty
 * string is no filter.
 */
export const MENTOR_FILTER_FIELDS = [
  'username',
  'neetExamYear',
  'category',
  'state',
  'gender',
  'neetAttempts',
  'maxPrice',
  'sort',
] as const;
export type MentorFilterField = (typeof MENTOR_FILTER_FIELDS)[number];

/** The filters of /search-mentor opened without any: the listing's first page the server renders. */
export function noMentorFilters(): Record<MentorFilterField, string> {
  return Object.fromEntries(MENTOR_FILTER_FIELDS.map((field) => [field, ''])) as Record<
    MentorFilterField,
    string
  >;
}

/**
 * What the web app's server bundle (`apps/web/dist-ssr/entry-server.js`, built by `npm run build`)
 * offers the server: the routes it can prerender, with `:name` segments standing for any one segment,
 * and the renderer. The server renders each route once at start with its configured site details, and
 * renders a mentor's or a blog's address on request with the queries its page reads (`options.queries`).
 */
export interface PageRenderer {
  PRERENDERED_ROUTES: readonly string[];
  /**
   * For a page the browser renders (a signed-in one), the preloads of its code for the page's head, or
   * an empty string when the address is no such page.
   */
  preloadLinks?(pathname: string): string;
  /**
   * The signed-in pages sent with a frame: the page as it looks while its data loads, for no one in
   * particular, rendered once at start by `renderFrame` and adopted by the browser of a user of that page's
   * role.
   */
  SIGNED_IN_FRAMES?: readonly string[];
  renderFrame?(route: string, site: SiteConfig, language?: SiteLanguage): Promise<PrerenderedPage>;
  renderPage(
    route: string,
    site: SiteConfig,
    options?: {
      queries?: readonly InitialQuery[];
      /** The server's sanitiser for the admins' rich text, so a blog's body is in its HTML. */
      sanitizeRichText?: (html: string) => string;
      /** The page's language (English by default); `route` is the address without the language's prefix. */
      language?: SiteLanguage;
      /** The page as data-saver mode shows it: no picture requested until tapped, nothing moving. */
      dataSaver?: boolean;
    },
  ): Promise<PrerenderedPage>;
}
