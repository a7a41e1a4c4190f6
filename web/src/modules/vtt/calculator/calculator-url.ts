import { vttChoiceKey, type VttCalculatorChoices, type VttCalculatorDetail } from '@esvd/schema/rules/vtt';

/**
 * The calculator's address (/vtt/calculations) holds its choices, so a calculation can be shared and opened again:
 * `biome=3&s2=14&v7=1200&v8=default` is biome 3 with variable 14 chosen for sub biome 2, 1200 for variable 7 and the
 * default for variable 8. The setup's links carry `detailId` and `variableId` instead (spec 001 §2): the detail's
 * biome opens with that variable marked.
 */
export interface CalculatorAddress {
  biomeId: number | null;
  /** Per sub biome id, the chosen variable id. */
  subBiomes: ReadonlyMap<number, number>;
  /** Per standalone variable id, its value or its default. */
  values: ReadonlyMap<number, number | 'default'>;
  detailId: number | null;
  variableId: number | null;
}

const calculatorPath = '/vtt/calculations';

const positiveId = (text: string | null): number | null => {
  const id = Number(text);
  return text && Number.isInteger(id) && id > 0 ? id : null;
};

/** What an address asks for; whatever it cannot read is left unchosen. */
export function calculatorAddressOf(params: URLSearchParams): CalculatorAddress {
  const subBiomes = new Map<number, number>();
  const values = new Map<number, number | 'default'>();
  for (const [key, text] of params) {
    const id = positiveId(key.slice(1));
    if (id === null) continue;
    if (key.startsWith('s')) {
      const variableId = positiveId(text);
      if (variableId !== null) subBiomes.set(id, variableId);
    } else if (key.startsWith('v')) {
      const value = text === 'default' ? text : Number(text);
      if (value === 'default' || (text.trim() !== '' && Number.isFinite(value))) values.set(id, value);
    }
  }
  return {
    biomeId: positiveId(params.get('biome')),
    subBiomes,
    values,
    detailId: positiveId(params.get('detailId')),
    variableId: positiveId(params.get('variableId')),
  };
}

/** The link from the setup's biome manage view to the calculator for one detail. */
export function calculatorAddress({ detailId, variableId }: { detailId: number; variableId: number }): string {
  return `${calculatorPath}?${new URLSearchParams({ detailId: String(detailId), variableId: String(variableId) })}`;
}

/** The search part of a biome's address, with whatever choices are made (a calculation's, to share). */
export function calculatorSearch(biomeId: number, choices?: VttCalculatorChoices): URLSearchParams {
  const params = new URLSearchParams({ biome: String(biomeId) });
  if (!choices) return params;
  const idOf = (key: string) => key.replace(/^id/, '');
  for (const [key, variableId] of Object.entries(choices.subBiomes)) {
    if (variableId != null) params.set(`s${idOf(key)}`, String(variableId));
  }
  for (const [key, entry] of Object.entries(choices.variables)) {
    if (entry.useDefault) params.set(`v${idOf(key)}`, 'default');
    else if (entry.value != null) params.set(`v${idOf(key)}`, String(entry.value));
  }
  return params;
}

/** The calculator's form for a biome, filled from its address: what it names, the rest unchosen. */
export function choicesFromAddress(
  details: readonly VttCalculatorDetail[],
  address: CalculatorAddress,
): VttCalculatorChoices {
  const choices: VttCalculatorChoices = { subBiomes: {}, variables: {} };
  for (const detail of details) {
    if (detail.vttSubBiomeId !== null) {
      const key = vttChoiceKey(detail.vttSubBiomeId);
      // The setup's link to a sub biome's variable chooses it.
      const named = address.subBiomes.get(detail.vttSubBiomeId) ?? address.variableId;
      if (named === detail.vttVariableId) choices.subBiomes[key] = named;
      // Unchosen, but still a field of the form.
      else if (!(key in choices.subBiomes)) choices.subBiomes[key] = undefined;
    } else {
      const value = address.values.get(detail.vttVariableId);
      choices.variables[vttChoiceKey(detail.vttVariableId)] =
        value === 'default' ? { value: null, useDefault: true } : { value: value ?? null, useDefault: false };
    }
  }
  return choices;
}
