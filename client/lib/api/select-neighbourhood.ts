import { trpc } from '../trpc';
import { saveUserData } from '../user-record';

/** Selects a neighbourhood for the user: saved on the server, then shown everywhere at once. */
export function useSelectNeighbourhood(userId: string) {
  const utils = trpc.useUtils();
  return trpc.neighbourhoods.select.useMutation({
    onSuccess: ({ selectedNeighborhood }) => {
      utils.neighbourhoods.selected.setData(undefined, { selectedNeighborhood });
      saveUserData(userId, { selectedNeighborhood });
    },
  });
}
