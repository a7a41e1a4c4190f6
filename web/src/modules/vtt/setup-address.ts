/**
 * Where the value transfer tool setup is (spec 001 §2): one page, /vtt, whose address names the section of the left
 * menu and the view in it, so a reload or a link opens the same view again.
 */
export const setupSections = { biome: 'Biome', subbiome: 'Sub biome', variables: 'Variables' } as const;
export type SetupSection = keyof typeof setupSections;

export type SetupView =
  | { section: SetupSection; view: 'list' }
  /** A biome's, sub biome's or variable's form; without an id, a new one. */
  | { section: SetupSection; view: 'entry'; id: number | null }
  /** A biome's variable details. */
  | { section: 'biome'; view: 'manage'; id: number }
  /** A variable detail's form in a biome; without an id, a new one. */
  | { section: 'biome'; view: 'detail'; biomeId: number; id: number | null };

const positiveId = (text: string | null): number | null => {
  const id = Number(text);
  return text && Number.isInteger(id) && id > 0 ? id : null;
};

/** The view an address asks for; anything it cannot read is the biome list. */
export function setupViewOf(params: URLSearchParams): SetupView {
  const section = (params.get('section') ?? 'biome') as SetupSection;
  if (!(section in setupSections)) return { section: 'biome', view: 'list' };
  const id = positiveId(params.get('id'));
  const biomeId = positiveId(params.get('biomeId'));
  switch (params.get('view')) {
    case 'entry':
      return { section, view: 'entry', id };
    case 'manage':
      return section === 'biome' && id ? { section, view: 'manage', id } : { section, view: 'list' };
    case 'detail':
      return section === 'biome' && biomeId ? { section, view: 'detail', biomeId, id } : { section, view: 'list' };
    default:
      return { section, view: 'list' };
  }
}

/** The address of a view. */
export function setupAddress(view: SetupView): string {
  const params = new URLSearchParams({ section: view.section });
  if (view.view !== 'list') params.set('view', view.view);
  if (view.view === 'detail') params.set('biomeId', String(view.biomeId));
  if (view.view !== 'list' && view.id !== null) params.set('id', String(view.id));
  return `/vtt?${params.toString()}`;
}
