// The value transfer tool in a real browser (spec 001 §2, §4, §5, §9): an administrator builds a biome with two sub
// biomes and three variables in the setup /vtt, checking the forms' messages on the way; then a visitor, signed out,
// computes the biome's value and its interval in the calculator /vtt/calculations, checked against the value worked
// out by hand here, uses a default, and opens the shared address of the calculation.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from '../support/browser.ts';
import { openThroughLogin, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { admin } from '../support/environment.ts';
import { graphqlData, loginAsAdmin } from '../support/http.ts';

const server = e2eServer();
// Names of this run, so reruns against the same database never collide.
const stamp = Date.now().toString(36).toUpperCase();
const names = {
  biome: `E2E forest ${stamp}`,
  soil: `Soil ${stamp}`,
  climate: `Climate ${stamp}`,
  clay: `Clay ${stamp}`,
  humid: `Humid ${stamp}`,
  area: `Area ${stamp}`,
};

/** The biome the administrator builds, and the value the visitor must get: worked out by hand, not by the app. */
const biome = { constantValue: 1.2, lowerBoundFactor: 0.5, upperBoundFactor: 1.5 };
const clayCoefficient = 0.3;
const humidCoefficient = -0.1;
const areaCoefficient = 0.5;
const areaMean = 100;
// exp(1.2 + 0.3 × 1 − 0.1 × 1 + 0.5 × ln 400) = e^1.4 × √400 = 4.0552 × 20 = 81.10
const byHand = Math.exp(biome.constantValue + clayCoefficient + humidCoefficient + areaCoefficient * Math.log(400));
// With the default, the sample mean 100: e^1.4 × 10 = 40.55
const byHandWithDefault = Math.exp(
  biome.constantValue + clayCoefficient + humidCoefficient + areaCoefficient * Math.log(areaMean),
);
const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const { newPage } = useBrowserPages();
let adminToken: string;

beforeAll(async () => {
  adminToken = await loginAsAdmin(server);
});

const heading = (page: Page, section: string) =>
  page.getByRole('heading', { name: `Value Transfer Tool - ${section}` }).waitFor();

/** The text box of a Mantine select (its dropdown's list carries the same label). */
const selectInput = (page: Page, label: string | RegExp) => page.locator('input').and(page.getByLabel(label));

/** Picks an option of a Mantine select by typing its name, as a keyboard user would. */
async function pick(page: Page, input: Locator, option: string): Promise<void> {
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds a sub biome or a variable through its section's list and form. */
async function addNamed(
  page: Page,
  section: 'Sub biome' | 'Variables',
  noun: string,
  name: string,
  explanation?: string,
) {
  await page
    .getByRole('navigation', { name: 'Value Transfer Tool sections' })
    .getByRole('link', { name: section, exact: true })
    .click();
  await heading(page, section);
  await page.getByRole('link', { name: `Add ${noun}` }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  if (explanation) await page.getByRole('textbox', { name: 'Explanation' }).fill(explanation);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('cell', { name, exact: true }).waitFor();
}

interface DetailEntry {
  variable: string;
  subBiome?: string;
  coefficient: number;
  sampleMean: number;
  min: number;
  max: number;
  transformed?: boolean;
}

async function addDetail(page: Page, detail: DetailEntry): Promise<void> {
  await page.getByRole('link', { name: 'Add variable' }).click();
  await page.getByText('(*) = required').waitFor();
  await pick(page, selectInput(page, /^Variable/), detail.variable);
  if (detail.subBiome) await pick(page, selectInput(page, /^Sub biome/), detail.subBiome);
  await page.getByRole('textbox', { name: /^Coefficient/ }).fill(String(detail.coefficient));
  await page.getByRole('textbox', { name: /^Sample Mean/ }).fill(String(detail.sampleMean));
  await page.getByRole('textbox', { name: /^Min/ }).fill(String(detail.min));
  await page.getByRole('textbox', { name: /^Max/ }).fill(String(detail.max));
  if (detail.transformed) await page.getByRole('checkbox', { name: /^Is Transformed/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  // Spec 001 §4: back to the biome's variable list.
  await page
    .getByRole('table', { name: `Variables of ${names.biome}` })
    .getByRole('cell', { name: detail.variable, exact: true })
    .waitFor();
}

interface ApiBiome {
  id: number;
  name: string;
  showForUserCalculations: boolean;
}

async function builtBiome(): Promise<ApiBiome | undefined> {
  const { vttBiomes } = await graphqlData<{ vttBiomes: ApiBiome[] }>(
    server,
    '{ vttBiomes { id name showForUserCalculations } }',
    {},
    adminToken,
  );
  return vttBiomes.find((candidate) => candidate.name === names.biome);
}

describe('the value transfer tool', () => {
  it('lets an administrator build a biome with two sub biomes and three variables', async () => {
    const page = await newPage();
    await openThroughLogin(page, '/vtt', admin.usernameOrEmail, admin.password);
    await heading(page, 'Biome');

    // The biome form checks with the spec's messages before anything is sent.
    await page.getByRole('link', { name: 'Add biome' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Constant value is required').waitFor();
    await page.getByRole('textbox', { name: /^Lower bound factor/ }).fill('1.5');
    await page.getByRole('textbox', { name: /^Upper bound factor/ }).fill('2.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Lower bound factor must be between 0 and 1 (inclusive).').waitFor();
    await page.getByText('Upper bound factor must be between 1 and 2 (inclusive).').waitFor();
    await page.getByText('(*) = required').waitFor();
    await screenshot(page, 'vtt-biome-form-errors');

    await page.getByRole('textbox', { name: /^Name/ }).fill(names.biome);
    await page.getByRole('textbox', { name: /^Constant value/ }).fill(String(biome.constantValue));
    await page.getByRole('textbox', { name: /^Lower bound factor/ }).fill(String(biome.lowerBoundFactor));
    await page.getByRole('textbox', { name: /^Upper bound factor/ }).fill(String(biome.upperBoundFactor));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: names.biome, exact: true }).waitFor();
    expect((await builtBiome())?.showForUserCalculations).toBe(false);

    await addNamed(page, 'Sub biome', 'sub biome', names.soil);
    await addNamed(page, 'Sub biome', 'sub biome', names.climate);
    await addNamed(page, 'Variables', 'variable', names.clay, 'Clay soils.');
    await addNamed(page, 'Variables', 'variable', names.humid, 'A humid climate.');
    await addNamed(page, 'Variables', 'variable', names.area, 'The site area in hectares.');

    await page
      .getByRole('navigation', { name: 'Value Transfer Tool sections' })
      .getByRole('link', { name: 'Biome', exact: true })
      .click();
    await page.getByRole('link', { name: `Manage the variables of ${names.biome}` }).click();
    await page.getByTestId('biome-facts').getByText(names.biome).waitFor();

    // The detail form's messages.
    await page.getByRole('link', { name: 'Add variable' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Select a variable', { exact: true }).last().waitFor();
    await page.getByText('Coefficient is required').waitFor();
    await page.getByText('Sample Mean is required').waitFor();
    await screenshot(page, 'vtt-detail-form-errors');
    await page.getByRole('link', { name: 'Back' }).click();

    await addDetail(page, {
      variable: names.clay,
      subBiome: names.soil,
      coefficient: clayCoefficient,
      sampleMean: 0.5,
      min: 0,
      max: 1,
    });
    await addDetail(page, {
      variable: names.humid,
      subBiome: names.climate,
      coefficient: humidCoefficient,
      sampleMean: 0.5,
      min: 0,
      max: 1,
    });
    await addDetail(page, {
      variable: names.area,
      coefficient: areaCoefficient,
      sampleMean: areaMean,
      min: 1,
      max: 10_000,
      transformed: true,
    });

    // Shown to visitors straight from the manage view.
    const visibility = page.getByRole('switch', { name: 'Show for user calculations' });
    await visibility.check();
    await expect.poll(async () => (await builtBiome())?.showForUserCalculations).toBe(true);
    await screenshot(page, 'vtt-biome-manage');

    // Each detail links to the calculator with its detail and variable ids.
    await page.getByRole('link', { name: `Open ${names.area} in the calculator` }).click();
    await page.getByRole('heading', { name: 'Value transfer calculator' }).waitFor();
    await page.locator('tr[data-marked]').getByText(names.area).waitFor();
    expect(new URL(page.url()).searchParams.get('variableId')).not.toBeNull();
  });

  it('lets a visitor compute the value and its interval, use a default and share the calculation', async () => {
    const built = await builtBiome();
    expect(built, 'the first test builds the biome').toBeDefined();
    const page = await newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Value Calculator' }).click();
    await page.getByRole('heading', { name: 'Value transfer calculator' }).waitFor();
    await page.getByText('All fields are required').first().waitFor();
    await page.getByRole('heading', { name: 'Read Me' }).waitFor();

    // Visitors see the biomes shown for users only.
    await selectInput(page, 'Biome').click();
    await page.getByRole('option', { name: names.biome }).waitFor();
    expect(await page.getByRole('option', { name: /not shown to users/ }).count()).toBe(0);
    await page.getByRole('option', { name: names.biome }).click();

    // Every field is required; a value is bounded by its observed range.
    await page.getByRole('button', { name: 'Calculate' }).click();
    expect(await page.getByText('Required', { exact: true }).count()).toBe(3);
    await pick(page, selectInput(page, new RegExp(`^${names.soil}`)), names.clay);
    await pick(page, selectInput(page, new RegExp(`^${names.climate}`)), names.humid);
    const area = page.getByRole('textbox', { name: names.area, exact: true });
    await area.fill('0.5');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByText('Must be greater than or equal to 1.').waitFor();
    await area.fill('10001');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByText('Must be less than or equal to 10000.').waitFor();

    await area.fill('400');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const result = page.getByTestId('vtt-result');
    await result.getByRole('heading', { name: 'Ecosystem service value calculation result' }).waitFor();
    expect(await result.getByTestId('vtt-value').textContent()).toBe(`${money(byHand)} Int$/ha/year`);
    expect(money(byHand)).toBe('81.10');
    expect(await result.getByTestId('vtt-interval').textContent()).toBe(
      `Confidence interval: ${money(byHand * biome.lowerBoundFactor)} - ${money(byHand * biome.upperBoundFactor)} Int$/ha/year`,
    );
    await result.getByTestId('contribution-chart').waitFor();
    await screenshot(page, 'vtt-calculator-result');

    // The address holds the calculation: opened elsewhere, it shows the same result at once.
    const shared = page.url();
    expect(new URL(shared).searchParams.get('biome')).toBe(String(built!.id));
    const other = await newPage();
    await other.goto(shared);
    expect(await other.getByTestId('vtt-value').textContent()).toBe(`${money(byHand)} Int$/ha/year`);
    expect(await other.getByRole('textbox', { name: names.area, exact: true }).inputValue()).toBe('400');

    // "Use default value" takes the sample mean.
    await page.getByRole('checkbox', { name: `Use default value for ${names.area}` }).check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect
      .poll(() => result.getByTestId('vtt-value').textContent())
      .toBe(`${money(byHandWithDefault)} Int$/ha/year`);
    expect(new URL(page.url()).searchParams.get(`v${await variableIdOf(built!.id, names.area)}`)).toBe('default');
  });
});

async function variableIdOf(biomeId: number, variable: string): Promise<number> {
  const { vttVariableDetails } = await graphqlData<{
    vttVariableDetails: { vttVariableId: number; vttVariable: string }[];
  }>(server, 'query Details($id: Int!) { vttVariableDetails(vttBiomeId: $id) { vttVariableId vttVariable } }', {
    id: biomeId,
  });
  return vttVariableDetails.find((detail) => detail.vttVariable === variable)!.vttVariableId;
}
