import { z } from 'zod';
import { atMostInt4 } from './database-values.ts';
import { vttFactorBounds, type VttFormulaTerm } from './vtt-formula.ts';

/**
 * The value transfer tool's rules (spec 001 §5), with the spec's messages: the setup forms (biome, sub biome,
 * variable, a variable's detail in a biome) and the calculator, whose rule is built from the chosen biome's details.
 */

const maxNameLength = 200;
const maxTextLength = 2_000;

const requiredName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(maxNameLength, `Name must be at most ${maxNameLength} characters.`);

/** An optional text; left empty it is stored as no value rather than as an empty string. */
const optionalText = (label: string) =>
  z
    .string()
    .trim()
    .max(maxTextLength, `${label} must be at most ${maxTextLength} characters.`)
    .nullish()
    .transform((text) => text || null);

/** A required number: "X is required" when absent, "X must be a number" when it is something else. */
const requiredNumber = (label: string, required = `${label} is required`) =>
  z.number({ error: (issue) => (issue.input == null ? required : `${label} must be a number`) });

const id = (label: string, required = `${label} is required`) =>
  z
    .number({ error: required })
    .int(`${label} must be a whole number.`)
    .positive(required)
    .max(...atMostInt4(label));

export const vttBiomeMessages = {
  lowerBound: 'Lower bound factor must be between 0 and 1 (inclusive).',
  upperBound: 'Upper bound factor must be between 1 and 2 (inclusive).',
} as const;

/** A biome of the calculator: its constant and the factors of the confidence interval (spec 001 §3, §5, §9). */
export const vttBiomeInput = z.object({
  name: requiredName,
  constantValue: requiredNumber('Constant', 'Constant value is required'),
  lowerBoundFactor: requiredNumber('Lower bound factor')
    .min(vttFactorBounds.lower.min, vttBiomeMessages.lowerBound)
    .max(vttFactorBounds.lower.max, vttBiomeMessages.lowerBound),
  upperBoundFactor: requiredNumber('Upper bound factor')
    .min(vttFactorBounds.upper.min, vttBiomeMessages.upperBound)
    .max(vttFactorBounds.upper.max, vttBiomeMessages.upperBound),
  /** Absent: hidden from users for a new biome, unchanged for an existing one. */
  showForUserCalculations: z.boolean().optional(),
});
export type VttBiomeInput = z.output<typeof vttBiomeInput>;

/** A sub biome: a group of alternative variables. */
export const vttSubBiomeInput = z.object({ name: requiredName });
export type VttSubBiomeInput = z.output<typeof vttSubBiomeInput>;

/** A variable, with the short explanation the calculator shows beside it. */
export const vttVariableInput = z.object({ name: requiredName, description: optionalText('Explanation') });
export type VttVariableInput = z.output<typeof vttVariableInput>;

export const vttDetailMessages = {
  selectVariable: 'Select a variable',
  minAboveMax: 'Min must be less than or equal to Max.',
  meanOutsideRange: 'Sample Mean must be between Min and Max.',
  transformedNotPositive: 'Min must be greater than 0 for a transformed variable: ln(value) needs a positive value.',
} as const;

/**
 * How a variable enters a biome's value function (spec 001 §3, §5). Beyond the spec's messages, the observed range
 * must hold the sample mean (the calculator's default), and a transformed variable's range must be positive (the
 * calculator takes its logarithm).
 */
export const vttVariableDetailInput = z
  .object({
    vttBiomeId: id('Biome'),
    vttVariableId: id('Variable', vttDetailMessages.selectVariable),
    vttSubBiomeId: id('Sub biome')
      .nullish()
      .transform((value) => value ?? null),
    coefficient: requiredNumber('Coefficient'),
    sampleMean: requiredNumber('Sample Mean'),
    min: requiredNumber('Min'),
    max: requiredNumber('Max'),
    isTransformation: z.boolean().default(false),
    remarksText: optionalText('Remarks'),
  })
  .superRefine((detail, context) => {
    if (detail.min > detail.max)
      context.addIssue({ code: 'custom', path: ['min'], message: vttDetailMessages.minAboveMax });
    else if (detail.sampleMean < detail.min || detail.sampleMean > detail.max) {
      context.addIssue({ code: 'custom', path: ['sampleMean'], message: vttDetailMessages.meanOutsideRange });
    }
    if (detail.isTransformation && detail.min <= 0) {
      context.addIssue({ code: 'custom', path: ['min'], message: vttDetailMessages.transformedNotPositive });
    }
  });
export type VttVariableDetailInput = z.output<typeof vttVariableDetailInput>;

/** What the calculator needs of a biome's variable detail. */
export interface VttCalculatorDetail {
  vttVariableId: number;
  vttSubBiomeId: number | null;
  coefficient: number;
  sampleMean: number;
  min: number;
  max: number;
  isTransformation: boolean;
}

export const vttCalculatorMessages = {
  required: 'Required',
  notNumber: 'Must be a number',
  atLeast: (min: number) => `Must be greater than or equal to ${min}.`,
  atMost: (max: number) => `Must be less than or equal to ${max}.`,
} as const;

/**
 * The key of a sub biome or variable in the calculator's choices: a letter first, so that form libraries read the
 * path as an object's field, never as an array index.
 */
export const vttChoiceKey = (id: number) => `id${id}`;

/** A standalone variable's entry in the calculator: a value, or its sample mean with "Use default value". */
export interface VttVariableChoice {
  value?: number | null;
  useDefault?: boolean;
}

/** The calculator's choices: per sub biome the chosen variable, per standalone variable its entry. */
export interface VttCalculatorChoices {
  subBiomes: Record<string, number | undefined>;
  variables: Record<string, VttVariableChoice>;
}

/** The biome's sub biomes, each with its variables (the alternatives), in the order of the details. */
export function vttSubBiomeGroups<Detail extends VttCalculatorDetail>(
  details: readonly Detail[],
): Map<number, Detail[]> {
  const groups = new Map<number, Detail[]>();
  for (const detail of details) {
    if (detail.vttSubBiomeId !== null)
      groups.set(detail.vttSubBiomeId, [...(groups.get(detail.vttSubBiomeId) ?? []), detail]);
  }
  return groups;
}

/** The variables that stand alone: each takes a number. */
export const vttStandaloneDetails = <Detail extends VttCalculatorDetail>(details: readonly Detail[]): Detail[] =>
  details.filter((detail) => detail.vttSubBiomeId === null);

function variableEntryRule(detail: VttCalculatorDetail) {
  return z
    .object({
      useDefault: z.boolean().default(false),
      value: z
        .number({
          error: (issue) => (issue.input == null ? vttCalculatorMessages.required : vttCalculatorMessages.notNumber),
        })
        .nullish(),
    })
    .superRefine(({ useDefault, value }, context) => {
      // "Use default value" exempts the variable: it takes its sample mean (spec 001 §5).
      if (useDefault) return;
      const problem = (message: string) => context.addIssue({ code: 'custom', path: ['value'], message });
      if (value == null) problem(vttCalculatorMessages.required);
      else if (value < detail.min) problem(vttCalculatorMessages.atLeast(detail.min));
      else if (value > detail.max) problem(vttCalculatorMessages.atMost(detail.max));
    })
    .prefault({});
}

/**
 * The calculator's choices for one biome, checked (spec 001 §5): a variable chosen for each sub biome ("Required"),
 * and for each standalone variable a number within its observed range, or "Use default value".
 */
export function vttCalculatorChoicesRule(details: readonly VttCalculatorDetail[]) {
  const chosenAmong = (options: readonly VttCalculatorDetail[]) =>
    z
      .number({ error: vttCalculatorMessages.required })
      .refine(
        (variableId) => options.some((option) => option.vttVariableId === variableId),
        vttCalculatorMessages.required,
      );
  return z.object({
    subBiomes: z.object(
      Object.fromEntries(
        [...vttSubBiomeGroups(details)].map(([subBiomeId, options]) => [
          vttChoiceKey(subBiomeId),
          chosenAmong(options),
        ]),
      ),
    ),
    variables: z.object(
      Object.fromEntries(
        vttStandaloneDetails(details).map((detail) => [vttChoiceKey(detail.vttVariableId), variableEntryRule(detail)]),
      ),
    ),
  });
}

/**
 * The formula's terms for checked choices: a chosen sub biome variable is an indicator, entering with the value 1 and
 * its coefficient as is; a standalone variable enters with its value, or its sample mean.
 */
export function vttTermsOf(details: readonly VttCalculatorDetail[], choices: VttCalculatorChoices): VttFormulaTerm[] {
  const chosen = new Set(Object.values(choices.subBiomes));
  const indicators = details
    .filter((detail) => detail.vttSubBiomeId !== null && chosen.has(detail.vttVariableId))
    .map((detail) => ({ ...termOf(detail), value: 1, isTransformation: false }));
  const values = vttStandaloneDetails(details).map((detail) => {
    const entry = choices.variables[vttChoiceKey(detail.vttVariableId)];
    return { ...termOf(detail), value: entry.useDefault ? detail.sampleMean : entry.value! };
  });
  return [...indicators, ...values];
}

/** The calculator's rule for one biome: its choices checked, then read as the formula's terms. */
export const vttCalculatorRule = (details: readonly VttCalculatorDetail[]) =>
  vttCalculatorChoicesRule(details).transform((choices) => vttTermsOf(details, choices));

const termOf = ({ vttVariableId, coefficient, isTransformation }: VttCalculatorDetail) => ({
  vttVariableId,
  coefficient,
  isTransformation,
});
