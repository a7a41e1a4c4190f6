import { isGranted, type ViewerAccess } from '../../modules/access/resources.ts';
import { addressOf, pages, type MenuSection, type PageDeclaration } from '../pages.ts';

export interface NavigationEntry {
  label: string;
  to: string;
}

export type Navigation = Record<MenuSection, NavigationEntry[]>;

/** Whether a viewer is offered a page's menu entry: they may open the page, or it is meant for them as they are. */
function isOffered(page: PageDeclaration, viewer: ViewerAccess): boolean {
  const audience = page.menu?.audience;
  if (audience === 'signedOut' && viewer.signedIn) return false;
  if (audience === 'signedIn' && !viewer.signedIn) return false;
  if (audience === 'visitorsToo' && !viewer.signedIn) return true;
  return page.resource === undefined || isGranted(viewer, page.resource);
}

/**
 * The menus for a viewer (spec 000 §2 and §6), built from the declared pages: an entry exists only for a routed
 * page the viewer may open, in declaration order. The header and the mobile sidebar both render this, so they
 * always offer the same entries; an empty `admin` hides the Admin dropdown.
 */
export function buildNavigation(viewer: ViewerAccess): Navigation {
  const navigation: Navigation = { main: [], admin: [], account: [] };
  for (const page of pages) {
    if (page.menu && isOffered(page, viewer)) {
      navigation[page.menu.section].push({ label: page.menu.label, to: addressOf(page) });
    }
  }
  return navigation;
}

/** Entries match their exact path: /vtt (setup) must not light up on /vtt/calculations. */
export function isCurrentPath(pathname: string, to: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === to;
}
