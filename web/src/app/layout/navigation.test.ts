import { resources, type ResourceName } from '@esvd/schema/rules/resources';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import type { ViewerAccess } from '../../modules/access/resources.ts';
import { pages, routeOf } from '../pages.ts';
import { buildNavigation, type Navigation } from './navigation.ts';

function viewer(signedIn: boolean, ...granted: ResourceName[]): ViewerAccess {
  return { signedIn, resources: granted.map((resource) => ({ resource, granted: true })) };
}

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);
const allEntries = (navigation: Navigation) => [...navigation.main, ...navigation.admin, ...navigation.account];

/** A viewer holding every resource there is: the most menu entries anyone can be offered. */
const everything = viewer(true, ...(Object.keys(resources) as ResourceName[]));

describe('buildNavigation', () => {
  it('offers a visitor Home, Database, the value calculator, Login and Sign Up only', () => {
    const navigation = buildNavigation(viewer(false, 'home'));
    expect(labels(navigation.main)).toEqual(['Home', 'Database', 'Value Calculator']);
    expect(navigation.admin).toEqual([]);
    expect(navigation.account).toEqual([
      { label: 'Login', to: '/login' },
      { label: 'Sign Up', to: '/signup' },
    ]);
  });

  it('offers a basic user the database and the profile, and no Suggest a Study', () => {
    const navigation = buildNavigation(viewer(true, 'home', 'esvd', 'userProfile'));
    expect(navigation.main).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Database', to: '/esvd' },
      { label: 'Value Calculator', to: '/vtt/calculations' },
    ]);
    expect(navigation.admin).toEqual([]);
    expect(navigation.account).toEqual([
      { label: 'My Profile', to: '/userprofile' },
      { label: 'Logout', to: '/logout' },
    ]);
  });

  it('hides Database from a signed-in user who may not search', () => {
    expect(labels(buildNavigation(viewer(true, 'home')).main)).toEqual(['Home', 'Value Calculator']);
  });

  it('adds Suggest a Study for a user', () => {
    expect(buildNavigation(viewer(true, 'esvd', 'suggestStudy')).main.at(-1)).toEqual({
      label: 'Suggest a Study',
      to: '/suggest',
    });
  });

  it('offers Add Data to data analysts and Edit Data to editors in chief', () => {
    const analyst = buildNavigation(viewer(true, 'esvd', 'study'));
    expect(analyst.main.at(-1)).toEqual({ label: 'Add Data', to: '/entries' });
    expect(labels(analyst.main)).not.toContain('Edit Data');
    const editor = buildNavigation(viewer(true, 'esvd', 'editData'));
    expect(editor.main.at(-1)).toEqual({ label: 'Edit Data', to: '/editor' });
    expect(labels(editor.main)).not.toContain('Add Data');
  });

  it('lists the admin pages that exist, All admin tools first, each for its resource only', () => {
    expect(buildNavigation(everything).admin).toEqual([
      { label: 'All admin tools', to: '/admin' },
      { label: 'Manage all Studies', to: '/manage' },
      { label: 'Reference lists', to: '/referencelists' },
      { label: 'Various Settings', to: '/settings' },
      { label: 'Suggested studies', to: '/suggestions' },
      { label: 'Valuation Studies List', to: '/vsl' },
      { label: 'ESVD Uploads', to: '/esvduploads' },
      { label: 'VSL Upload', to: '/vsluploads' },
      { label: 'Api key Setup', to: '/apikeySetup' },
      { label: 'Value Transfer Tool', to: '/vtt' },
      { label: 'Summary Stats Admin', to: '/statsready' },
      { label: 'Standardisation checks', to: '/standardisation-checks' },
      { label: 'Early Bird Setup', to: '/earlybirdSetup' },
      { label: 'Download User Profiles', to: '/userprofiles' },
      { label: 'Download Filter Queries', to: '/filterqueries' },
    ]);
    expect(buildNavigation(viewer(true, 'esvd', 'referenceLists')).admin).toEqual([
      { label: 'Reference lists', to: '/referencelists' },
    ]);
    // Editors in chief check the standardised values of every record, not only the studies they edit.
    expect(labels(buildNavigation(viewer(true, 'esvd', 'editData')).admin)).toEqual(['Standardisation checks']);
  });

  it('offers each uploads page to the holders of its resource only: ESVD Uploads for uploads, VSL Upload for vsluploads', () => {
    expect(buildNavigation(viewer(true, 'esvd', 'uploads')).admin).toEqual([
      { label: 'ESVD Uploads', to: '/esvduploads' },
    ]);
    expect(buildNavigation(viewer(true, 'esvd', 'vsluploads')).admin).toEqual([
      { label: 'VSL Upload', to: '/vsluploads' },
    ]);
  });

  it('offers the valuation studies list to the holders of the vsl resource only', () => {
    expect(buildNavigation(viewer(true, 'esvd', 'vsl')).admin).toEqual([
      { label: 'Valuation Studies List', to: '/vsl' },
    ]);
    expect(labels(buildNavigation(viewer(true, 'esvd', 'admin', 'vsluploads')).admin)).not.toContain(
      'Valuation Studies List',
    );
  });

  it('routes the API page without a menu entry: the footer links it, as the header has no room at 1024 px', () => {
    const offered = [...allEntries(buildNavigation(everything)), ...allEntries(buildNavigation(viewer(false)))];
    expect(offered.map((entry) => entry.to)).not.toContain('/api-docs');
    const routes = pages.map((page) => routeOf(page));
    expect(matchRoutes(routes, '/api-docs')?.at(-1)?.route.path).toBe('api-docs');
  });

  it('ignores resources that are listed but not granted', () => {
    const navigation = buildNavigation({ signedIn: true, resources: [{ resource: 'manageStudies', granted: false }] });
    expect(navigation.admin).toEqual([]);
  });

  it('links every entry any viewer is offered to a routed page, never to "Page not found"', () => {
    // The pages' routes as routes.tsx builds them, without their elements.
    const routes = pages.map((page) => routeOf(page));
    const entries = [...allEntries(buildNavigation(everything)), ...allEntries(buildNavigation(viewer(false)))];
    expect(entries.length).toBeGreaterThan(8);
    for (const entry of entries) {
      const leaf = matchRoutes(routes, entry.to)?.at(-1)?.route;
      expect(leaf, entry.to).toBeDefined();
      expect(leaf?.path, `${entry.label} (${entry.to})`).not.toBe('*');
    }
  });
});
