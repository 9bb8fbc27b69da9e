import { type MutationKey, type MutationMeta, mutationOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiRequestError } from './errors';

/**
 * Mutation options for components: runs one request function of src/api and, once it succeeded,
 * invalidates the given keys through the QueryClient that react-query hands to the callbacks. The
 * returned promise keeps the mutation pending until the invalidated active queries have refetched.
 * Components add their own reactions (toast, navigation) as `mutate(variables, { onSuccess })`, which
 * runs after this one; spreading the options and replacing `onSuccess` would drop the invalidation.
 * A write whose failures its screen shows itself (a confirmation that keeps its message) says so in
 * `meta` (`errorsShownByScreen`), so that the global handler does not notify them again.
 */
export function invalidatingMutation<TData, TVariables>(config: {
  mutationKey: MutationKey;
  mutationFn: (variables: TVariables) => Promise<TData>;
  invalidates: (variables: TVariables, data: TData) => readonly QueryKey[];
  meta?: MutationMeta;
}) {
  return mutationOptions<TData, ApiRequestError, TVariables>({
    mutationKey: config.mutationKey,
    meta: config.meta,
    mutationFn: (variables) => config.mutationFn(variables),
    onSuccess: async (data, variables, _onMutateResult, { client }) => {
      await Promise.all(
        config.invalidates(variables, data).map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
}
