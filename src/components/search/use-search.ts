import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchMachine } from '../../../machines/search/search.machine';
import { searchHref } from '../../app/paths';
import { inspect } from '../../app/inspect';

/** A search entry point on the search machine; a submitted search opens the search page. */
export function useSearch() {
  const [snapshot, send, actorRef] = useMachine(searchMachine, { inspect });
  const navigate = useNavigate();

  useEffect(() => {
    const subscription = actorRef.on('search.requested', ({ query }) => {
      void navigate(searchHref(query));
    });
    return () => subscription.unsubscribe();
  }, [actorRef, navigate]);

  return [snapshot, send] as const;
}
