import { emptyVslFilter, vslFilter, vslMessages, type VslFilter } from '@esvd/schema/rules/vsl';
import { useState } from 'react';

/**
 * The filters of a valuation studies list and the search they last ran (spec 001 §5): "Get valuations studies" runs
 * a search only with a filter, else it opens the "Attention!" modal; another problem with the filters is told.
 */
export function useVslSearch() {
  const [form, setForm] = useState<VslFilter>(emptyVslFilter);
  const [searched, setSearched] = useState<VslFilter | null>(null);
  const [attention, setAttention] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const search = () => {
    const checked = vslFilter.safeParse(form);
    if (checked.success) {
      setProblem(null);
      setSearched(checked.data);
      return;
    }
    const messages = checked.error.issues.map((issue) => issue.message);
    if (messages.includes(vslMessages.noFilter)) setAttention(true);
    else setProblem(messages.join(' '));
  };

  const changeForm = (next: VslFilter) => {
    setForm(next);
    setProblem(null);
  };

  return { form, changeForm, searched, search, problem, attention, closeAttention: () => setAttention(false) };
}
