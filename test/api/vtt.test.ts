// The value transfer tool (spec 001 §2-§7, §9): the administrators' setup over GraphQL and the REST paths of §7,
// every VTT message of §5, who may write and who sees which biome, and the calculator's value against one worked out
// by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { illustrativeRemark } from '../../api/src/db/seed/demo-vtt.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';

interface Biome {
  id: number;
  name: string;
  constantValue: number;
  lowerBoundFactor: number;
  upperBoundFactor: number;
  showForUserCalculations: boolean;
}
interface Named {
  id: number;
  name: string;
}
interface Detail {
  id: number;
  vttBiomeId: number;
  vttSubBiomeId: number | null;
  vttSubBiome: string | null;
  vttVariableId: number;
  vttVariable: string;
  coefficient: number;
  remarksText: string | null;
}
interface Calculation {
  value: number;
  low: number | null;
  high: number | null;
  logValue: number;
  contributions: { vttVariableId: number; vttVariable: string; value: number; logContribution: number }[];
}
interface Problem {
  title: string;
  errors?: { path: string; message: string }[];
}

let app: RunningApp;
let adminToken: string;
let basicToken: string;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = await loginAsAdmin(app);
  basicToken = await loginAsDemoUser(app, 'basic');
});

afterAll(async () => {
  await app?.stop();
});

const post = <Body>(path: string, body: unknown, token = adminToken) =>
  rest<Body>(app, 'POST', `/api${path}`, body, token);
const put = <Body>(path: string, body: unknown, token = adminToken) =>
  rest<Body>(app, 'PUT', `/api${path}`, body, token);
const get = <Body>(path: string, token?: string) => rest<Body>(app, 'GET', `/api${path}`, undefined, token);
const remove = <Body>(path: string, token = adminToken) => rest<Body>(app, 'DELETE', `/api${path}`, undefined, token);

const biomeFields = 'id name constantValue lowerBoundFactor upperBoundFactor showForUserCalculations';
const calculationQuery = `query Calculate($input: VttCalculationInput!) {
  vttCalculation(input: $input) { value low high logValue contributions { vttVariableId vttVariable value logContribution } }
}`;

/** A biome with two sub biomes of one variable each and a transformed standalone variable, made over REST. */
async function buildBiome(name: string, factors = { lowerBoundFactor: 0.5, upperBoundFactor: 1.5 }) {
  const biome = await post<Biome>('/vttbiomes', {
    name,
    constantValue: 1.2,
    ...factors,
    showForUserCalculations: true,
  });
  const soil = await post<Named>('/vttsubbiomes', { name: `${name} soil` });
  const climate = await post<Named>('/vttsubbiomes', { name: `${name} climate` });
  const [clay, humid, area] = await Promise.all(
    ['clay', 'humid', 'area'].map((variable) => post<Named>('/vttvariables', { name: `${name} ${variable}` })),
  );
  const detail = (variable: Named, extra: Record<string, unknown>) =>
    post<Detail>('/vttvariabledetailmaps', {
      vttBiomeId: biome.body.id,
      vttVariableId: variable.id,
      sampleMean: 0.5,
      min: 0,
      max: 1,
      ...extra,
    });
  const details = [
    await detail(clay.body, { vttSubBiomeId: soil.body.id, coefficient: 0.3 }),
    await detail(humid.body, { vttSubBiomeId: climate.body.id, coefficient: -0.1 }),
    await detail(area.body, { coefficient: 0.5, sampleMean: 100, min: 1, max: 10_000, isTransformation: true }),
  ];
  for (const response of [biome, soil, climate, clay, humid, area, ...details]) expect(response.status).toBe(200);
  return {
    biome: biome.body,
    subBiomes: { soil: soil.body, climate: climate.body },
    variables: { clay: clay.body, humid: humid.body, area: area.body },
    details: details.map((response) => response.body),
  };
}

describe('the seeded illustrative set', () => {
  it('shows visitors the biomes shown for users, administrators every biome, each detail marked illustrative', async () => {
    const visitor = await graphqlData<{ vttBiomes: Biome[] }>(app, `{ vttBiomes { ${biomeFields} } }`);
    const everything = await graphqlData<{ vttBiomes: Biome[] }>(app, '{ vttBiomes { id name } }', {}, adminToken);
    expect(visitor.vttBiomes.map((biome) => biome.name)).toEqual([
      'Inland wetlands (illustrative)',
      'Tropical forests (illustrative)',
    ]);
    expect(visitor.vttBiomes.every((biome) => biome.showForUserCalculations)).toBe(true);
    expect(everything.vttBiomes.map((biome) => biome.name)).toContain('Coral reefs (illustrative, not shown to users)');

    const { vttVariableDetails } = await graphqlData<{ vttVariableDetails: Detail[] }>(
      app,
      'query Details($id: Int!) { vttVariableDetails(vttBiomeId: $id) { vttSubBiome vttVariable remarksText } }',
      { id: visitor.vttBiomes[1].id },
    );
    expect(vttVariableDetails.length).toBeGreaterThan(5);
    expect(new Set(vttVariableDetails.map((detail) => detail.remarksText))).toEqual(new Set([illustrativeRemark]));
    expect(illustrativeRemark).toMatch(/illustrative/i);
  });
});

describe('REST paths of spec 001 §7', () => {
  it('builds, reads, counts, updates and deletes biomes, sub biomes, variables and details', async () => {
    const built = await buildBiome('Rest biome');
    const { biome, variables, subBiomes } = built;

    expect((await get<Biome>(`/vttbiomes/${biome.id}`)).body).toEqual({ ...biome, name: 'Rest biome' });
    expect((await get<number>('/vttbiomes/count', adminToken)).body).toBe(4);
    expect((await get<number>('/vttsubbiomes/count', adminToken)).body).toBe(5);
    expect((await get<number>('/vttvariables/count', adminToken)).body).toBe(14);
    expect((await get<number>(`/vttvariabledetailmaps/count?vttBiomeId=${biome.id}`, adminToken)).body).toBe(3);
    expect((await get<Named>(`/vttsubbiomes/${subBiomes.soil.id}`, adminToken)).body.name).toBe('Rest biome soil');
    expect((await get<Named>(`/vttvariables/${variables.area.id}`, adminToken)).body.name).toBe('Rest biome area');
    expect((await get<Named[]>('/vttsubbiomes', adminToken)).body.map((entry) => entry.name)).toContain(
      'Rest biome climate',
    );

    const list = await get<Detail[]>(`/vttvariabledetailmaps/${biome.id}`);
    // Grouped by sub biome (by name), then the standalone variables.
    expect(list.body.map((detail) => [detail.vttSubBiome, detail.vttVariable])).toEqual([
      ['Rest biome climate', 'Rest biome humid'],
      ['Rest biome soil', 'Rest biome clay'],
      [null, 'Rest biome area'],
    ]);
    const one = await get<Detail>(`/vttvariabledetailmaps/details/${list.body[2].id}`);
    expect(one.body).toMatchObject({ vttBiomeId: biome.id, vttVariable: 'Rest biome area', coefficient: 0.5 });

    // The variables the biome does not use yet, and with the edited detail's own variable too.
    const exclusive = await get<Named[]>(`/vttvariables/exclusiveunattachedvariables/${biome.id}`, adminToken);
    expect(exclusive.body.map((variable) => variable.name)).not.toContain('Rest biome area');
    expect(exclusive.body.map((variable) => variable.name)).toContain('Site area (ha)');
    const keeping = await get<Named[]>(
      `/vttvariables/unattachedvariables/${biome.id}/${variables.area.id}`,
      adminToken,
    );
    expect(keeping.body.map((variable) => variable.name)).toEqual(
      [...exclusive.body.map((variable) => variable.name), 'Rest biome area'].sort((a, b) => a.localeCompare(b)),
    );

    const updated = await put<Detail>(`/vttvariabledetailmaps/${one.body.id}`, {
      vttBiomeId: biome.id,
      vttVariableId: variables.area.id,
      coefficient: 0.25,
      sampleMean: 50,
      min: 1,
      max: 10_000,
      isTransformation: true,
      remarksText: 'Halved',
    });
    expect(updated.body).toMatchObject({ coefficient: 0.25, remarksText: 'Halved' });

    const renamed = await put<Biome>(`/vttbiomes/${biome.id}`, {
      name: 'Rest biome renamed',
      constantValue: 2,
      lowerBoundFactor: 0,
      upperBoundFactor: 2,
    });
    // Without the flag an update keeps the biome's visibility.
    expect(renamed.body).toMatchObject({ name: 'Rest biome renamed', constantValue: 2, showForUserCalculations: true });
    const hidden = await put<Biome>(`/vttbiomes/toggledisplay/${biome.id}/false`, undefined);
    expect(hidden.body.showForUserCalculations).toBe(false);
    expect((await get<Biome[]>('/vttbiomes/exclude', adminToken)).body.map((entry) => entry.id)).toContain(biome.id);
    expect(
      (await get<Biome[]>('/vttbiomes?userVisibleOnly=true', adminToken)).body.map((entry) => entry.id),
    ).not.toContain(biome.id);
    expect((await get<Biome[]>('/vttbiomes/', adminToken)).body.map((entry) => entry.id)).toContain(biome.id);

    const renamedSubBiome = await put<Named>(`/vttsubbiomes/${subBiomes.soil.id}`, { name: 'Rest biome substrate' });
    expect(renamedSubBiome.body.name).toBe('Rest biome substrate');
    const renamedVariable = await put<Named & { description: string }>(`/vttvariables/${variables.clay.id}`, {
      name: 'Rest biome loam',
      description: 'Loamy soil',
    });
    expect(renamedVariable.body).toMatchObject({ name: 'Rest biome loam', description: 'Loamy soil' });

    // A used sub biome or variable stays; a detail goes; the biome goes with its details.
    const refusedSubBiome = await remove<Problem>(`/vttsubbiomes/${subBiomes.soil.id}`);
    expect(refusedSubBiome.status).toBe(400);
    expect(refusedSubBiome.body.title).toBe(
      'The sub biome Rest biome substrate is used by the biome Rest biome renamed: remove it from that biome first.',
    );
    const refusedVariable = await remove<Problem>(`/vttvariables/${variables.area.id}`);
    expect(refusedVariable.status).toBe(400);
    expect((await remove(`/vttvariabledetailmaps/${one.body.id}`)).status).toBe(204);
    expect((await remove(`/vttvariables/${variables.area.id}`)).status).toBe(204);
    expect((await get(`/vttvariables/${variables.area.id}`, adminToken)).status).toBe(404);
    expect((await remove(`/vttbiomes/${biome.id}`)).status).toBe(204);
    expect((await get(`/vttvariabledetailmaps/details/${list.body[0].id}`, adminToken)).status).toBe(404);
    expect((await remove(`/vttsubbiomes/${subBiomes.soil.id}`)).status).toBe(204);
    expect((await remove(`/vttbiomes/${biome.id}`)).status).toBe(404);
  });

  it('answers the same as GraphQL, over the same service', async () => {
    const { biome, details } = await buildBiome('Twin biome');
    const rest = await get<Detail[]>(`/vttvariabledetailmaps/${biome.id}`);
    const { vttVariableDetails } = await graphqlData<{ vttVariableDetails: Detail[] }>(
      app,
      `query Details($id: Int!) {
        vttVariableDetails(vttBiomeId: $id) {
          id vttBiomeId vttSubBiomeId vttSubBiome vttVariableId vttVariable vttVariableDescription coefficient
          sampleMean min max isTransformation remarksText
        }
      }`,
      { id: biome.id },
    );
    expect(vttVariableDetails).toEqual(rest.body);
    expect(details.map((detail) => detail.id).sort()).toEqual(rest.body.map((detail) => detail.id).sort());
  });

  it('refuses a bad id, flag or unknown entry with a clear 4xx', async () => {
    expect((await get<Problem>('/vttbiomes/abc')).body.title).toBe('id must be a number');
    const flag = await put<Problem>('/vttbiomes/toggledisplay/1/maybe', undefined);
    expect([flag.status, flag.body.title]).toEqual([400, 'value must be true or false']);
    expect((await get<Problem>('/vttbiomes/999999')).body.title).toBe('There is no value transfer biome 999999.');
    const unknownVariable = await post<Problem>('/vttvariabledetailmaps', {
      vttBiomeId: 1,
      vttVariableId: 999_999,
      coefficient: 1,
      sampleMean: 1,
      min: 0,
      max: 2,
    });
    expect([unknownVariable.status, unknownVariable.body.title]).toEqual([400, 'There is no variable 999999.']);
  });
});

describe('GraphQL operations', () => {
  it('creates, updates and deletes through the mutations, and counts what there is', async () => {
    const { createVttBiome } = await graphqlData<{ createVttBiome: Biome }>(
      app,
      `mutation Create($input: VttBiomeInput!) { createVttBiome(input: $input) { ${biomeFields} } }`,
      { input: { name: 'Graph biome', constantValue: 0.5, lowerBoundFactor: 0.2, upperBoundFactor: 1.2 } },
      adminToken,
    );
    expect(createVttBiome).toMatchObject({ name: 'Graph biome', showForUserCalculations: false });
    const { createVttSubBiome, createVttVariable } = await graphqlData<{
      createVttSubBiome: Named;
      createVttVariable: Named & { description: string };
    }>(
      app,
      `mutation { createVttSubBiome(input: { name: "Graph group" }) { id name }
        createVttVariable(input: { name: "Graph variable", description: "Explained" }) { id name description } }`,
      {},
      adminToken,
    );
    expect(createVttVariable.description).toBe('Explained');
    const input = {
      vttBiomeId: createVttBiome.id,
      vttVariableId: createVttVariable.id,
      vttSubBiomeId: createVttSubBiome.id,
      coefficient: 0.7,
      sampleMean: 0.5,
      min: 0,
      max: 1,
    };
    const { createVttVariableDetail } = await graphqlData<{ createVttVariableDetail: Detail }>(
      app,
      'mutation Detail($input: VttVariableDetailInput!) { createVttVariableDetail(input: $input) { id vttSubBiome vttVariable } }',
      { input },
      adminToken,
    );
    expect(createVttVariableDetail).toMatchObject({ vttSubBiome: 'Graph group', vttVariable: 'Graph variable' });
    const twice = await graphql(
      app,
      'mutation Detail($input: VttVariableDetailInput!) { createVttVariableDetail(input: $input) { id } }',
      { input },
      adminToken,
    );
    expect(twice.errors?.[0].message).toBe('The biome Graph biome already has the variable Graph variable.');

    const counts = await graphqlData<Record<string, number>>(
      app,
      `query Counts($id: Int!) { vttBiomeCount vttSubBiomeCount vttVariableCount vttVariableDetailCount(vttBiomeId: $id) }`,
      { id: createVttBiome.id },
      adminToken,
    );
    expect(counts.vttVariableDetailCount).toBe(1);
    expect(counts.vttBiomeCount).toBeGreaterThanOrEqual(4);

    const { setVttBiomeVisibility } = await graphqlData<{ setVttBiomeVisibility: Biome }>(
      app,
      'mutation Show($id: Int!) { setVttBiomeVisibility(id: $id, showForUserCalculations: true) { showForUserCalculations } }',
      { id: createVttBiome.id },
      adminToken,
    );
    expect(setVttBiomeVisibility.showForUserCalculations).toBe(true);
    const { updateVttVariableDetail } = await graphqlData<{ updateVttVariableDetail: Detail }>(
      app,
      'mutation Update($id: Int!, $input: VttVariableDetailInput!) { updateVttVariableDetail(id: $id, input: $input) { coefficient vttSubBiomeId } }',
      { id: createVttVariableDetail.id, input: { ...input, vttSubBiomeId: null, coefficient: -1 } },
      adminToken,
    );
    expect(updateVttVariableDetail).toEqual({ coefficient: -1, vttSubBiomeId: null });
    const deleted = await graphqlData<Record<string, boolean>>(
      app,
      `mutation Delete($detail: Int!, $biome: Int!, $group: Int!) {
        deleteVttVariableDetail(id: $detail) deleteVttBiome(id: $biome) deleteVttSubBiome(id: $group)
      }`,
      { detail: createVttVariableDetail.id, biome: createVttBiome.id, group: createVttSubBiome.id },
      adminToken,
    );
    expect(deleted).toEqual({ deleteVttVariableDetail: true, deleteVttBiome: true, deleteVttSubBiome: true });
  });
});

describe('the messages of spec 001 §5', () => {
  const biome = { name: 'Messages biome', constantValue: 1, lowerBoundFactor: 0.5, upperBoundFactor: 1.5 };
  const titleOf = async (path: string, body: unknown) => {
    const response = await post<Problem>(path, body);
    expect(response.status).toBe(400);
    return response.body.title;
  };

  it.each([
    [{ ...biome, name: '' }, 'Name is required'],
    [{ ...biome, constantValue: 'one' }, 'Constant must be a number'],
    [{ ...biome, constantValue: undefined }, 'Constant value is required'],
    [{ ...biome, lowerBoundFactor: 1.01 }, 'Lower bound factor must be between 0 and 1 (inclusive).'],
    [{ ...biome, lowerBoundFactor: -0.5 }, 'Lower bound factor must be between 0 and 1 (inclusive).'],
    [{ ...biome, upperBoundFactor: 0.99 }, 'Upper bound factor must be between 1 and 2 (inclusive).'],
    [{ ...biome, upperBoundFactor: 2.5 }, 'Upper bound factor must be between 1 and 2 (inclusive).'],
  ])('refuses the biome %j with "%s"', async (body, message) => {
    expect(await titleOf('/vttbiomes', body)).toBe(message);
  });

  it('says the bound messages over GraphQL too', async () => {
    const { errors } = await graphql(
      app,
      'mutation Create($input: VttBiomeInput!) { createVttBiome(input: $input) { id } }',
      { input: { ...biome, lowerBoundFactor: 2, upperBoundFactor: 3 } },
      adminToken,
    );
    expect(errors?.[0].message).toBe(
      'Lower bound factor must be between 0 and 1 (inclusive). Upper bound factor must be between 1 and 2 (inclusive).',
    );
  });

  it('refuses a sub biome or variable without a name with "Name is required", and a name taken in any case', async () => {
    expect(await titleOf('/vttsubbiomes', { name: ' ' })).toBe('Name is required');
    expect(await titleOf('/vttvariables', {})).toBe('Name is required');
    expect(await titleOf('/vttsubbiomes', { name: 'region' })).toBe('A sub biome named region already exists.');
    expect(await titleOf('/vttvariables', { name: 'AFRICA' })).toBe('A variable named AFRICA already exists.');
    expect(await titleOf('/vttbiomes', { ...biome, name: 'tropical forests (illustrative)' })).toBe(
      'A biome named tropical forests (illustrative) already exists.',
    );
  });

  it('refuses a detail with "Select a variable" and "X must be a number" / "X is required"', async () => {
    const response = await post<Problem>('/vttvariabledetailmaps', {
      vttBiomeId: 1,
      coefficient: 'steep',
      sampleMean: undefined,
      min: 'low',
      max: null,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'vttVariableId', message: 'Select a variable' },
      { path: 'coefficient', message: 'Coefficient must be a number' },
      { path: 'sampleMean', message: 'Sample Mean is required' },
      { path: 'min', message: 'Min must be a number' },
      { path: 'max', message: 'Max is required' },
    ]);
  });

  it("refuses a calculation whose choices break the calculator's rules, naming each", async () => {
    const { biome: built, subBiomes, variables } = await buildBiome('Rules biome');
    const { status, errors } = await graphql(app, calculationQuery, {
      input: {
        vttBiomeId: built.id,
        subBiomeChoices: [{ vttSubBiomeId: subBiomes.soil.id, vttVariableId: variables.humid.id }],
        variableValues: [{ vttVariableId: variables.area.id, value: 0.5 }],
      },
    });
    expect(status).toBe(400);
    expect(errors?.[0].message).toBe(
      'Rules biome climate: Required Rules biome soil: Required Rules biome area: Must be greater than or equal to 1.',
    );
    const tooMuch = await graphql(app, calculationQuery, {
      input: {
        vttBiomeId: built.id,
        subBiomeChoices: [
          { vttSubBiomeId: subBiomes.soil.id, vttVariableId: variables.clay.id },
          { vttSubBiomeId: subBiomes.climate.id, vttVariableId: variables.humid.id },
        ],
        variableValues: [{ vttVariableId: variables.area.id, value: 10_001 }],
      },
    });
    expect(tooMuch.errors?.[0].message).toBe('Rules biome area: Must be less than or equal to 10000.');
    const empty = await graphql(app, calculationQuery, { input: { vttBiomeId: built.id } });
    expect(empty.errors?.[0].message).toBe(
      'Rules biome climate: Required Rules biome soil: Required Rules biome area: Required',
    );
  });
});

describe('the calculator', () => {
  it('computes exp(constant + Σ coefficient × x) with ln for transformed variables, and the interval', async () => {
    const { biome, subBiomes, variables } = await buildBiome('Calculated biome');
    const input = {
      vttBiomeId: biome.id,
      subBiomeChoices: [
        { vttSubBiomeId: subBiomes.soil.id, vttVariableId: variables.clay.id },
        { vttSubBiomeId: subBiomes.climate.id, vttVariableId: variables.humid.id },
      ],
      variableValues: [{ vttVariableId: variables.area.id, value: 400 }],
    };
    // By hand: exp(1.2 + 0.3 − 0.1 + 0.5 × ln 400) = e^1.4 × 20 = 4.0551999668 × 20 = 81.1039993369.
    const visitor = await graphqlData<{ vttCalculation: Calculation }>(app, calculationQuery, { input });
    expect(visitor.vttCalculation.value).toBeCloseTo(81.1039993369, 8);
    expect(visitor.vttCalculation.low).toBeCloseTo(40.5519996684, 8);
    expect(visitor.vttCalculation.high).toBeCloseTo(121.6559990053, 8);
    // In the biome's order: the sub biomes by name (climate, soil), then the standalone variables.
    expect(visitor.vttCalculation.contributions.map((term) => [term.vttVariable, term.value])).toEqual([
      ['Calculated biome humid', 1],
      ['Calculated biome clay', 1],
      ['Calculated biome area', 400],
    ]);

    // The default is the sample mean, 100: e^1.4 × 10 = 40.551999668.
    const withDefault = await graphqlData<{ vttCalculation: Calculation }>(app, calculationQuery, {
      input: { ...input, variableValues: [{ vttVariableId: variables.area.id, useDefault: true }] },
    });
    expect(withDefault.vttCalculation.value).toBeCloseTo(40.551999668, 8);
  });

  it('gives no interval when a factor is out of its bounds', async () => {
    const { biome, subBiomes, variables } = await buildBiome('Boundless biome');
    // Factors stored before the rule (an imported biome); the calculator still must not show an interval.
    await app.database.orm.em
      .getConnection()
      .execute('update vtt_biome set upper_bound_factor = 2.5 where id = ?', [biome.id]);
    const { vttCalculation } = await graphqlData<{ vttCalculation: Calculation }>(app, calculationQuery, {
      input: {
        vttBiomeId: biome.id,
        subBiomeChoices: [
          { vttSubBiomeId: subBiomes.soil.id, vttVariableId: variables.clay.id },
          { vttSubBiomeId: subBiomes.climate.id, vttVariableId: variables.humid.id },
        ],
        variableValues: [{ vttVariableId: variables.area.id, value: 1 }],
      },
    });
    // exp(1.2 + 0.3 − 0.1 + 0.5 × ln 1) = e^1.4
    expect(vttCalculation.value).toBeCloseTo(4.0551999668, 8);
    expect([vttCalculation.low, vttCalculation.high]).toEqual([null, null]);
  });
});

describe('who may do what', () => {
  it('refuses writes to visitors (401) and to users without the setup resource (403)', async () => {
    const body = { name: 'Nobody', constantValue: 1, lowerBoundFactor: 0.5, upperBoundFactor: 1.5 };
    expect((await rest(app, 'POST', '/api/vttbiomes', body)).status).toBe(401);
    for (const token of [basicToken, await loginAsDemoUser(app, 'editorInChief')]) {
      expect((await post('/vttbiomes', body, token)).status).toBe(403);
      expect((await put('/vttbiomes/toggledisplay/1/true', undefined, token)).status).toBe(403);
      expect((await get('/vttbiomes/exclude', token)).status).toBe(403);
      expect((await get('/vttvariables', token)).status).toBe(403);
    }
    const { errors } = await graphql(app, 'mutation { deleteVttBiome(id: 1) }', {}, basicToken);
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('lets the demo administrator (admin role) write', async () => {
    const token = await loginAsDemoUser(app, 'admin');
    const created = await post<Named>('/vttsubbiomes', { name: 'Admin role group' }, token);
    expect(created.status).toBe(200);
  });

  it('lets visitors calculate, but only with the biomes shown for users', async () => {
    const { biome, subBiomes, variables } = await buildBiome('Hidden biome');
    await put(`/vttbiomes/toggledisplay/${biome.id}/false`, undefined);
    const input = {
      vttBiomeId: biome.id,
      subBiomeChoices: [
        { vttSubBiomeId: subBiomes.soil.id, vttVariableId: variables.clay.id },
        { vttSubBiomeId: subBiomes.climate.id, vttVariableId: variables.humid.id },
      ],
      variableValues: [{ vttVariableId: variables.area.id, useDefault: true }],
    };
    for (const token of [undefined, basicToken, await loginAsDemoUser(app, 'user')]) {
      const refused = await graphql(app, calculationQuery, { input }, token);
      expect(refused.errors?.[0].message).toBe(`There is no value transfer biome ${biome.id}.`);
      expect((await get(`/vttbiomes/${biome.id}`, token)).status).toBe(404);
      expect((await get(`/vttvariabledetailmaps/${biome.id}`, token)).status).toBe(404);
      const listed = await get<Biome[]>('/vttbiomes', token);
      expect(listed.body.map((entry) => entry.id)).not.toContain(biome.id);
    }
    const admin = await graphqlData<{ vttCalculation: Calculation }>(app, calculationQuery, { input }, adminToken);
    expect(admin.vttCalculation.value).toBeCloseTo(Math.exp(1.4) * 10, 8);

    await put(`/vttbiomes/toggledisplay/${biome.id}/true`, undefined);
    const visitor = await graphqlData<{ vttCalculation: Calculation }>(app, calculationQuery, { input });
    expect(visitor.vttCalculation.value).toBeCloseTo(admin.vttCalculation.value, 10);
  });

  it('lists the calculator among the resources everyone holds, the setup only for administrators', async () => {
    const { viewer } = await graphqlData<{ viewer: { resources: { resource: string; granted: boolean }[] } }>(
      app,
      '{ viewer { resources { resource granted } } }',
    );
    const granted = viewer.resources.filter((entry) => entry.granted).map((entry) => entry.resource);
    expect(granted).toContain('vttCalculations');
    expect(granted).not.toContain('vtt');
  });
});
