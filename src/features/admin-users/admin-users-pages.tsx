import { useParams } from "wouter";
import { UserPage } from "./UserPage";
import { UsersPage } from "./UsersPage";

/**
 * /admin/users and /admin/users/:id as one chunk behind one lazy entry: each entry is bytes in
 * every visitor's first download (src/app/routes.tsx), and the two pages go together.
 */
export function AdminUsersPages() {
  const { id } = useParams<{ id?: string }>();
  return id ? <UserPage /> : <UsersPage />;
}
