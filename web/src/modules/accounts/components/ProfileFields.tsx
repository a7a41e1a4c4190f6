import { isOther, purposeOptions, sectorOptions } from '@esvd/schema/rules/accounts';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { SelectField, TextField } from '../../common/form/form-fields.tsx';

interface ChoiceWithOtherProps {
  name: string;
  otherName: string;
  label: string;
  otherLabel: string;
  placeholder: string;
  options: readonly string[];
}

/** A choice whose Other asks for a description; the description shows only for Other and is cleared otherwise. */
function ChoiceWithOther({ name, otherName, label, otherLabel, placeholder, options }: ChoiceWithOtherProps) {
  const { getValues, setValue } = useFormContext();
  const chosen = useWatch({ name }) as string | undefined;
  const otherChosen = isOther(chosen);

  useEffect(() => {
    if (!otherChosen && getValues(otherName)) setValue(otherName, '');
  }, [otherChosen, otherName, getValues, setValue]);

  return (
    <>
      <SelectField name={name} label={label} placeholder={placeholder} options={options} withAsterisk />
      {otherChosen && <TextField name={otherName} label={otherLabel} withAsterisk />}
    </>
  );
}

/** The profile fields that sign-up and My Profile share (spec 000 §3, §5). */
export function ProfileFields() {
  return (
    <>
      <TextField name="displayName" label="Display name" autoComplete="name" withAsterisk />
      <TextField name="organization" label="Organization" autoComplete="organization" withAsterisk />
      <ChoiceWithOther
        name="sector"
        otherName="sectorOther"
        label="Sector"
        otherLabel="Sector description"
        placeholder="Choose a sector"
        options={sectorOptions}
      />
      <ChoiceWithOther
        name="purposeOfAccess"
        otherName="purposeOfAccessOther"
        label="Purpose of access"
        otherLabel="Purpose description"
        placeholder="Choose a purpose"
        options={purposeOptions}
      />
    </>
  );
}
