import { defineRoute } from "@/platform/api-contract/route-declaration";

import { CONSOLE_ACTION_NOTE } from "../operator-console.contract";
import {
  CloseProjectBodySchema,
  ConsoleProjectDoneSchema,
  ConsoleProjectIdParamsSchema,
  ConsoleProjectPageSchema,
  ConsoleProjectQuerySchema,
  EditProjectBodySchema,
} from "./console-projects.schemas";

const TAGS = ["Operator console"] as const;

/** 案件 in the operator console (issue 18): search every project, end a listing, edit one, each with a note the corporation reads. */
export const CONSOLE_PROJECTS_API = {
  list: defineRoute({
    operationId: "listConsoleProjects",
    method: "get",
    path: "/api/v2/admin/projects",
    summary: "案件: by id, by words (the site's search), or every project newest first",
    tags: TAGS,
    access: "operator",
    request: { query: ConsoleProjectQuerySchema },
    responses: { 200: { description: "A page of projects.", schema: ConsoleProjectPageSchema } },
    errors: [422],
  }),
  close: defineRoute({
    operationId: "closeConsoleProject",
    method: "post",
    path: "/api/v2/admin/projects/{id}/closure",
    pathPatterns: { id: "[0-9]+" },
    summary: "掲載を終了する, with a note the corporation reads",
    description: `409 when it is already closed. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: { params: ConsoleProjectIdParamsSchema, body: CloseProjectBodySchema },
    responses: { 200: { description: "Closed.", schema: ConsoleProjectDoneSchema } },
    errors: [409],
  }),
  edit: defineRoute({
    operationId: "editConsoleProject",
    method: "put",
    path: "/api/v2/admin/projects/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "Edit a project's content, with a note the corporation reads",
    description: `The form is checked as the orderer's own edit (422 names each field). ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: { params: ConsoleProjectIdParamsSchema, body: EditProjectBodySchema },
    responses: { 200: { description: "Saved.", schema: ConsoleProjectDoneSchema } },
    errors: [],
  }),
};
