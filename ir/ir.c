/* ir.c — builders for ops, blocks and values; all nodes come from ir_func_arena. */
#include <string.h>

#include "ir.h"

Value *ir_value_new(ValueKind kind, Type *type, Loc loc) {
  Value *v = arena_alloc(&ir_func_arena, sizeof *v);
  v->kind = kind;
  v->type = type;
  v->loc = loc;
  return v;
}

Op *ir_op_new(OpKind kind, const char *name, Loc loc, uint32_t noperands, uint32_t nresults) {
  Op *op = arena_alloc(&ir_func_arena, sizeof *op);
  op->kind = kind;
  op->name = name;
  op->loc = loc;
  op->noperands = noperands;
  op->nresults = nresults;
  op->operands = arena_alloc(&ir_func_arena, (noperands ? noperands : 1) * sizeof(Use));
  op->results = arena_alloc(&ir_func_arena, (nresults ? nresults : 1) * sizeof(Value *));
  for (uint32_t i = 0; i < nresults; i++) {
    Value *v = ir_value_new(VALUE_RESULT, NULL, loc);
    v->def = op;
    v->index = i;
    op->results[i] = v;
  }
  return op;
}

void ir_op_set_result_types(Op *op, Type **types) {
  for (uint32_t i = 0; i < op->nresults; i++) op->results[i]->type = types[i];
}

Block *ir_block_new(Loc loc, uint32_t nargs, Type **arg_types) {
  Block *b = arena_alloc(&ir_func_arena, sizeof *b);
  b->loc = loc;
  b->nargs = nargs;
  b->args = arena_alloc(&ir_func_arena, (nargs ? nargs : 1) * sizeof(Value *));
  for (uint32_t i = 0; i < nargs; i++) {
    Value *v = ir_value_new(VALUE_ARG, arg_types ? arg_types[i] : NULL, loc);
    v->owner = b;
    v->index = i;
    b->args[i] = v;
  }
  return b;
}

void ir_block_append(Block *block, Op *op) {
  op->parent = block;
  op->prev = block->last;
  op->next = NULL;
  if (block->last)
    block->last->next = op;
  else
    block->first = op;
  block->last = op;
}

void ir_insert_before(Op *anchor, Op *op) {
  Block *b = anchor->parent;
  op->parent = b;
  op->next = anchor;
  op->prev = anchor->prev;
  if (anchor->prev)
    anchor->prev->next = op;
  else
    b->first = op;
  anchor->prev = op;
}

void ir_remove(Op *op) {
  Block *b = op->parent;
  if (op->prev)
    op->prev->next = op->next;
  else
    b->first = op->next;
  if (op->next)
    op->next->prev = op->prev;
  else
    b->last = op->prev;
  op->prev = op->next = NULL;
  op->parent = NULL;
}
