export const groupSummary = (row: { id: number; display_name: string; usergroup_type: string }) => ({
  id: row.id,
  display_name: row.display_name,
  usergroup_type: row.usergroup_type,
});
