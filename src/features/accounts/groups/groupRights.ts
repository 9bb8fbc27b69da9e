// The rights on a group are decided with every other object's in src/auth/objectRights.ts, the one
// place that mirrors the server's rules (server/auth/permissions.ts); the group screens read them here.
export { administeredGroupIds, type GroupRights, groupRightsOf } from '../../../auth/objectRights';
