import { describe, expect, it } from 'vitest';

import { calculatorAddress, calculatorAddressOf, calculatorSearch, choicesFromAddress } from './calculator-url.ts';

const details = [
  { vttVariableId: 10, vttSubBiomeId: 2, coefficient: 0.4, sampleMean: 0, min: 0, max: 1, isTransformation: false },
  { vttVariableId: 11, vttSubBiomeId: 2, coefficient: -0.2, sampleMean: 0, min: 0, max: 1, isTransformation: false },
  { vttVariableId: 20, vttSubBiomeId: null, coefficient: 0.5, sampleMean: 40, min: 1, max: 80, isTransformation: true },
  { vttVariableId: 21, vttSubBiomeId: null, coefficient: 0.1, sampleMean: 5, min: 0, max: 9, isTransformation: false },
];

const readBack = (search: URLSearchParams) => calculatorAddressOf(new URLSearchParams(search.toString()));

describe('the calculator address', () => {
  it('restores the choices it was written from', () => {
    const choices = {
      subBiomes: { id2: 11 },
      variables: { id20: { value: 12.5, useDefault: false }, id21: { value: null, useDefault: true } },
    };
    const search = calculatorSearch(3, choices);
    expect(search.toString()).toBe('biome=3&s2=11&v20=12.5&v21=default');
    const address = readBack(search);
    expect(address.biomeId).toBe(3);
    expect(choicesFromAddress(details, address)).toEqual(choices);
  });

  it('leaves unchosen what the address does not name or cannot be read', () => {
    const address = calculatorAddressOf(new URLSearchParams('biome=x&s2=abc&v20=&v21=1e400&vx=3'));
    expect(address.biomeId).toBeNull();
    expect(choicesFromAddress(details, address)).toEqual({
      subBiomes: { id2: undefined },
      variables: { id20: { value: null, useDefault: false }, id21: { value: null, useDefault: false } },
    });
  });

  it("reads the setup's link to a detail, choosing a sub biome variable it names", () => {
    const link = calculatorAddress({ detailId: 7, variableId: 11 });
    expect(link).toBe('/vtt/calculations?detailId=7&variableId=11');
    const address = calculatorAddressOf(new URLSearchParams(link.split('?')[1]));
    expect(address).toMatchObject({ detailId: 7, variableId: 11, biomeId: null });
    expect(choicesFromAddress(details, address).subBiomes).toEqual({ id2: 11 });
  });
});
