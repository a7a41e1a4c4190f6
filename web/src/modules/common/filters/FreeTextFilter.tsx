import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface FreeTextFilterProps {
  value: string;
  onChange: (text: string) => void;
  /** Enter: the same as the card's search button. */
  onSubmit: () => void;
}

/** The free text of a search: words, and "double quoted" exact phrases (schema/rules/search.ts parseFreeText). */
export function FreeTextFilter({ value, onChange, onSubmit }: FreeTextFilterProps) {
  return (
    <TextInput
      label="Free text"
      placeholder='Words to find; "double quotes" match an exact phrase'
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSubmit();
      }}
    />
  );
}
