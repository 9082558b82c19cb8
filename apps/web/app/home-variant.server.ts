import {
  type Achievement,
  achievementFigure,
  type BlogSummary,
  type Client,
  type ContentClient,
  HOME_BLOG_COUNT,
  MAX_PER_PAGE,
  type Paginator,
  type Plan,
  type Project,
  type Service,
  type Solution,
  type Testimonial,
} from '@harsh/contract';
import { loadCompanySettings, loadListOrEmpty } from './content.server';
import type { ServiceCard } from './components/home/services-grid';

const HOME_VARIANT_SERVICE_COUNT = 6;

export interface HomeVariantData {
  services: ServiceCard[];
  solutions: Solution[];
  achievements: Achievement[];
  clients: Client[];
  testimonials: Testimonial[];
  plans: Plan[];
  projects: Project[];
  blogs: BlogSummary[];
}

/**
 * Everything the home variants (/index2, /index3, /index4) show, each list from its own read call.
 * A list that fails to load leaves its section out; the page still renders (spec §8).
 */
export async function loadHomeVariant(content: ContentClient): Promise<HomeVariantData> {
  const list = <T>(type: string) => loadListOrEmpty(type, () => content.get<T[]>(`/get/${type}`));
  const [facts, services, solutions, achievements, clients, testimonials, plans, projects, blogs] =
    await Promise.all([
      loadCompanySettings(content),
      loadListOrEmpty(
        'services',
        async () =>
          (await content.post<Paginator<Service>>('/get/services', { per_page: MAX_PER_PAGE }))
            .data,
      ),
      list<Solution>('solutions'),
      list<Achievement>('achievements'),
      list<Client>('clients'),
      list<Testimonial>('testimonials'),
      list<Plan>('plans'),
      list<Project>('projects'),
      loadListOrEmpty(
        'blogs',
        async () =>
          (await content.post<Paginator<BlogSummary>>('/get/blogs', { record: HOME_BLOG_COUNT }))
            .data,
      ),
    ]);
  // The grid shows the first six (it links to all of them); cards need no description.
  return {
    services: services
      .slice(0, HOME_VARIANT_SERVICE_COUNT)
      .map(({ description: _description, ...card }) => card),
    solutions,
    // A figure that is a company fact reads the facts (issue 27).
    achievements: achievements.map((achievement) => ({
      ...achievement,
      value: achievementFigure(achievement, facts),
    })),
    clients,
    testimonials,
    plans,
    projects,
    blogs,
  };
}
