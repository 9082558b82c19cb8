import { useRouteLoaderData } from 'react-router';
import type { loader as layoutLoader } from '../layout';

/** Who is signed in, as the staff layout's loader read it: for a staff screen below the layout. */
export const useStaffSession = () => useRouteLoaderData<typeof layoutLoader>('routes/admin/layout');
