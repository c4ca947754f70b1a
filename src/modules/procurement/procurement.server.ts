import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { serve } from "../../server/platform/serve.ts";
import { procurementEndpoints } from "./procurement.routes.ts";
import {
  item,
  itemCreateInput,
  itemList,
  itemListQuery,
  itemUpdateInput,
  lowStockList,
  movementInput,
  movementList,
  movementListQuery,
  movementResult,
  procurementSummary,
  supplier,
  supplierInput,
  supplierList,
  supplierListQuery,
} from "./procurement.contract.ts";
import { createItem, deleteItem, getItem, listItems, lowStockItems, updateItem } from "./procurement-items.queries.ts";
import { listMovements, recordMovement } from "./procurement-stock.queries.ts";
import { procurementSummary as summarize } from "./procurement-summary.queries.ts";
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  updateSupplier,
} from "./procurement-suppliers.queries.ts";
import { purchaseOrderRoutes } from "./procurement-orders.server.ts";

/** Procurement and inventory (issue 13): items and their stock movements, suppliers; purchase orders and reports in their own file. */
export const procurementRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "finance_procurement_hr", "Procurement");
  const { db } = app.deps;
  const tags = ["procurement"];

  serve(
    app,
    procurementEndpoints.items,
    {
      schema: {
        tags,
        summary: "A page of the organization's inventory items by name, filtered by text, status and supplier",
        querystring: itemListQuery,
        response: { 200: itemList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listItems(db, await requireScope(request, "read"), request.query),
  );

  serve(
    app,
    procurementEndpoints.item,
    {
      schema: {
        tags,
        summary: "One inventory item",
        params: idParam,
        response: { 200: item, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getItem(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    procurementEndpoints.createItem,
    {
      schema: {
        tags,
        summary: "Add an item; its quantity is its opening stock (a first stock movement)",
        body: itemCreateInput,
        response: { 201: item, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createItem(db, await requireScope(request, "write"), request.body)),
  );

  serve(
    app,
    procurementEndpoints.updateItem,
    {
      schema: {
        tags,
        summary: "Change an item's fields (its quantity changes only through stock movements)",
        params: idParam,
        body: itemUpdateInput,
        response: { 200: item, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateItem(db, await requireScope(request, "write"), request.params.id, request.body),
  );

  serve(
    app,
    procurementEndpoints.deleteItem,
    {
      schema: {
        tags,
        summary: "Delete an item and its movements (409 while it is on a purchase order)",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteItem(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  serve(
    app,
    procurementEndpoints.movements,
    {
      schema: {
        tags,
        summary: "A page of an item's stock movements, newest first",
        params: idParam,
        querystring: movementListQuery,
        response: { 200: movementList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listMovements(db, await requireScope(request, "read"), request.params.id, request.query),
  );

  serve(
    app,
    procurementEndpoints.recordMovement,
    {
      schema: {
        tags,
        summary:
          "Receive, issue to a project (its cost booked to the project in finance) or adjust an item's stock; never below zero (409)",
        params: idParam,
        body: movementInput,
        response: { 201: movementResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await recordMovement(
            db,
            await requireScope(request, "write"),
            request.params.id,
            request.body,
            request.body.today ?? utcToday(),
          ),
        ),
  );

  serve(
    app,
    procurementEndpoints.summary,
    {
      schema: {
        tags,
        summary: "The inventory's summary cards",
        response: { 200: procurementSummary, ...errorResponses(401, 403) },
      },
    },
    async (request) => summarize(db, await requireScope(request, "read")),
  );

  serve(
    app,
    procurementEndpoints.lowStock,
    {
      schema: {
        tags,
        summary: "Items at or below their reorder point, the emptiest first",
        response: { 200: lowStockList, ...errorResponses(401, 403) },
      },
    },
    async (request) => lowStockItems(db, await requireScope(request, "read")),
  );

  serve(
    app,
    procurementEndpoints.suppliers,
    {
      schema: {
        tags,
        summary: "A page of suppliers by name",
        querystring: supplierListQuery,
        response: { 200: supplierList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listSuppliers(db, await requireScope(request, "read"), request.query),
  );

  serve(
    app,
    procurementEndpoints.supplier,
    {
      schema: {
        tags,
        summary: "One supplier",
        params: idParam,
        response: { 200: supplier, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getSupplier(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    procurementEndpoints.createSupplier,
    {
      schema: {
        tags,
        summary: "Add a supplier",
        body: supplierInput,
        response: { 201: supplier, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSupplier(db, await requireScope(request, "write"), request.body)),
  );

  serve(
    app,
    procurementEndpoints.updateSupplier,
    {
      schema: {
        tags,
        summary: "Change a supplier",
        params: idParam,
        body: supplierInput,
        response: { 200: supplier, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateSupplier(db, await requireScope(request, "write"), request.params.id, request.body),
  );

  serve(
    app,
    procurementEndpoints.deleteSupplier,
    {
      schema: {
        tags,
        summary: "Delete a supplier (409 while it has purchase orders)",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteSupplier(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  await app.register(purchaseOrderRoutes);
};
