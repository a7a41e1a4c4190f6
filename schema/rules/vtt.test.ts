import { describe, expect, it } from 'vitest';
import { fieldMessages } from './field-messages.ts';
import {
  vttBiomeInput,
  vttBiomeMessages,
  vttCalculatorRule,
  vttChoiceKey,
  vttDetailMessages,
  vttSubBiomeInput,
  vttVariableDetailInput,
  vttVariableInput,
} from './vtt.ts';

const biome = { name: 'Tropical forests', constantValue: 4.2, lowerBoundFactor: 0.6, upperBoundFactor: 1.4 };

describe('VTT biome rule (spec 001 §5)', () => {
  it('accepts a biome and trims its name', () => {
    expect(vttBiomeInput.parse({ ...biome, name: ' Tropical forests ' })).toEqual(biome);
  });

  it("says the spec's words for a missing name and constant, and a constant that is no number", () => {
    expect(fieldMessages(vttBiomeInput, { ...biome, name: ' ', constantValue: undefined })).toEqual({
      name: ['Name is required'],
      constantValue: ['Constant value is required'],
    });
    expect(fieldMessages(vttBiomeInput, { ...biome, constantValue: 'four' })).toEqual({
      constantValue: ['Constant must be a number'],
    });
  });

  it.each([
    [-0.01, 1, { lowerBoundFactor: [vttBiomeMessages.lowerBound] }],
    [1.01, 1, { lowerBoundFactor: [vttBiomeMessages.lowerBound] }],
    [0.5, 0.99, { upperBoundFactor: [vttBiomeMessages.upperBound] }],
    [0.5, 2.01, { upperBoundFactor: [vttBiomeMessages.upperBound] }],
    [0, 1, {}],
    [1, 2, {}],
  ])('bounds the factors inclusively: lower %s, upper %s', (lowerBoundFactor, upperBoundFactor, messages) => {
    expect(fieldMessages(vttBiomeInput, { ...biome, lowerBoundFactor, upperBoundFactor })).toEqual(messages);
  });

  it('requires a name of sub biomes and variables', () => {
    expect(fieldMessages(vttSubBiomeInput, { name: '' })).toEqual({ name: ['Name is required'] });
    expect(fieldMessages(vttVariableInput, {})).toEqual({ name: ['Name is required'] });
    expect(vttVariableInput.parse({ name: 'Area', description: '  ' })).toEqual({ name: 'Area', description: null });
  });
});

const detail = {
  vttBiomeId: 1,
  vttVariableId: 2,
  vttSubBiomeId: null,
  coefficient: -0.3,
  sampleMean: 50,
  min: 1,
  max: 1000,
  isTransformation: true,
  remarksText: '',
};

describe('VTT variable detail rule (spec 001 §5)', () => {
  it('accepts a detail, an empty remark as none', () => {
    expect(vttVariableDetailInput.parse(detail)).toEqual({ ...detail, remarksText: null });
  });

  it('says "Select a variable" and "X is required" / "X must be a number"', () => {
    const messages = fieldMessages(vttVariableDetailInput, {
      ...detail,
      vttVariableId: undefined,
      coefficient: undefined,
      sampleMean: 'many',
      min: null,
      max: 'x',
    });
    expect(messages).toEqual({
      vttVariableId: ['Select a variable'],
      coefficient: ['Coefficient is required'],
      sampleMean: ['Sample Mean must be a number'],
      min: ['Min is required'],
      max: ['Max must be a number'],
    });
  });

  it('keeps min at most max, the sample mean in the range, and a transformed range positive', () => {
    expect(fieldMessages(vttVariableDetailInput, { ...detail, min: 5, max: 4, sampleMean: 4 })).toEqual({
      min: [vttDetailMessages.minAboveMax],
    });
    expect(fieldMessages(vttVariableDetailInput, { ...detail, sampleMean: 1001 })).toEqual({
      sampleMean: [vttDetailMessages.meanOutsideRange],
    });
    expect(fieldMessages(vttVariableDetailInput, { ...detail, min: 0 })).toEqual({
      min: [vttDetailMessages.transformedNotPositive],
    });
    expect(fieldMessages(vttVariableDetailInput, { ...detail, min: 0, isTransformation: false })).toEqual({});
  });
});

describe('VTT calculator rule (spec 001 §5)', () => {
  const details = [
    { vttVariableId: 10, vttSubBiomeId: 1, coefficient: 0.4, sampleMean: 0, min: 0, max: 1, isTransformation: false },
    { vttVariableId: 11, vttSubBiomeId: 1, coefficient: -0.2, sampleMean: 0, min: 0, max: 1, isTransformation: false },
    {
      vttVariableId: 20,
      vttSubBiomeId: null,
      coefficient: 0.5,
      sampleMean: 40,
      min: 2.5,
      max: 80,
      isTransformation: true,
    },
    {
      vttVariableId: 21,
      vttSubBiomeId: null,
      coefficient: 0.01,
      sampleMean: 12,
      min: 0,
      max: 100,
      isTransformation: false,
    },
  ];
  const rule = vttCalculatorRule(details);
  const choices = (subBiome: unknown, area: unknown, people: unknown) => ({
    subBiomes: { [vttChoiceKey(1)]: subBiome },
    variables: { [vttChoiceKey(20)]: area, [vttChoiceKey(21)]: people },
  });

  it('gives the chosen sub biome variable as an indicator and each standalone value, or its sample mean', () => {
    expect(rule.parse(choices(11, { value: 9 }, { useDefault: true, value: null }))).toEqual([
      { vttVariableId: 11, coefficient: -0.2, value: 1, isTransformation: false },
      { vttVariableId: 20, coefficient: 0.5, value: 9, isTransformation: true },
      { vttVariableId: 21, coefficient: 0.01, value: 12, isTransformation: false },
    ]);
  });

  it('says "Required" for a sub biome without a variable (or with one of another) and a value left empty', () => {
    expect(fieldMessages(rule, choices(undefined, { value: null }, undefined))).toEqual({
      'subBiomes.id1': ['Required'],
      'variables.id20.value': ['Required'],
      'variables.id21.value': ['Required'],
    });
    expect(fieldMessages(rule, choices(20, { value: 3 }, { value: 3 }))).toEqual({ 'subBiomes.id1': ['Required'] });
  });

  it('bounds each value by its min and max, inclusively, unless the default is used', () => {
    expect(fieldMessages(rule, choices(10, { value: 2.4 }, { value: 100.5 }))).toEqual({
      'variables.id20.value': ['Must be greater than or equal to 2.5.'],
      'variables.id21.value': ['Must be less than or equal to 100.'],
    });
    expect(fieldMessages(rule, choices(10, { value: 2.5 }, { value: 100 }))).toEqual({});
    expect(fieldMessages(rule, choices(10, { value: 1, useDefault: true }, { value: 'x' }))).toEqual({
      'variables.id21.value': ['Must be a number'],
    });
  });
});
