import Bowser from 'bowser';

const PLATFORM_WORDS: Record<string, string> = {
  mobile: 'phone',
  tablet: 'tablet',
  desktop: 'computer',
  tv: 'TV',
};

/**
 * A session's browser as a person reads it ("Chrome 131 on Android (phone)"), for an admin
 * deciding which of someone's sessions to end. A string no parser knows ("curl/8.1") is shown as
 * it came, shortened; an empty one stays empty.
 */
export function deviceName(userAgent: string): string {
  const agent = userAgent.trim();
  if (agent === '') return '';
  const { browser, os, platform } = Bowser.parse(agent);
  if (!browser.name) return agent.length > 60 ? `${agent.slice(0, 59)}…` : agent;
  const major = browser.version?.split('.')[0];
  const named = major ? `${browser.name} ${major}` : browser.name;
  const kind = platform.type ? PLATFORM_WORDS[platform.type] : undefined;
  if (!os.name) return named;
  return kind ? `${named} on ${os.name} (${kind})` : `${named} on ${os.name}`;
}
