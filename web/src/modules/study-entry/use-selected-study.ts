import { useSearchParams } from 'react-router-dom';

/**
 * The address parameter that names the study on screen (its internal id), so a reload or a link, such as Manage all
 * Studies' Edit, shows that study.
 */
const studyParameter = 'studyId';

/**
 * The study that Add Data or Edit Data shows (its id), kept in the address with the page's other parameters;
 * null means a new study.
 */
export function useSelectedStudy() {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get(studyParameter));
  const studyId = Number.isInteger(value) && value > 0 ? value : null;

  const selectStudy = (id: number | null, changes: Record<string, string> = {}) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, text] of Object.entries(changes)) next.set(name, text);
      if (id === null) next.delete(studyParameter);
      else next.set(studyParameter, String(id));
      return next;
    });

  return { studyId, params, selectStudy };
}
