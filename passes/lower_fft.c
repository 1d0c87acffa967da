/* lower_fft.c — tosa.fft2d and tosa.rfft2d (the same in both generations; LLVM
 * 22's optional local_bound changes nothing), as MLIR's TosaToLinalg lowers them:
 * the discrete Fourier transform summed directly, one linalg.generic over
 * (n, oy, ox, iy, ix) with iy and ix reduced, into two zero-filled outputs:
 *   angle = 2 pi ((iy * oy) mod H / H + (ix * ox) mod W / W)   (index.mul, index.remu)
 *   rfft2d: re += x * cos(angle), im -= x * sin(angle); the result is N x H x (W/2 + 1)
 *   fft2d:  re += xr * cos(a) + xi * sin(a), im += xi * cos(a) - xr * sin(a),
 *           a = angle, or -angle where inverse = true (no 1/(HW) scaling, as the spec)
 * The op sequence is the reference's, so both compute the same bits. */
#include "lower_impl.h"

typedef struct Fft {
  OpRewrite *r;
  Value *re, *im;   /* im: fft2d's imaginary input; NULL for rfft2d */
  Type *ft, *out;   /* the element type; the result type (both results) */
  Value *h, *w;     /* the input's height and width, as index values */
  int64_t in_dims[3]; /* the input's sizes, static where an operand or result has them */
  Value *hf, *wf;   /* and as floats */
  Value *two_pi;
  bool inverse;
  Emitter b, k;     /* the body; the block's constants */
} Fft;

/* index -> float the reference's way: index_castui to i32 (i64 for wider
 * floats), then uitofp */
static Value *index_to_float(Emitter *e, Type *ft, Value *v) {
  Type *it = type_int(ft->fkind == FLOAT_F64 ? 64 : 32, SIGNLESS);
  return lower_emit1(e, OPK_CONVERT, "arith.uitofp", ft, lower_emit1(e, OPK_CONVERT, "arith.index_castui", it, v));
}

/* Input size d (1: H, 2: W) as a float: uitofp(index_castui) of a dynamic one,
 * the constant of a static one (what both fold to: the integer rounded once) */
static Value *size_float(Fft *f, Value *size, uint32_t d) {
  int64_t n = f->in_dims[d];
  return n == DIM_DYNAMIC ? index_to_float(&f->r->e, f->ft, size) : lower_const_float(&f->k, f->ft, (double)n);
}

static Value *fbin(Fft *f, const char *name, Value *a, Value *b) { return lower_emit2(&f->b, OPK_BINARY, name, f->ft, a, b); }

/* A float tensor of rank 3, ranked; its dims */
static bool is_f3(const Value *v) {
  const Type *t = v->type;
  return t->kind == TYPE_TENSOR && t->rank == 3 && type_is_float(t->elem);
}

/* The input's dims (static from the input or the results, else tensor.dim) and
 * the results' type: W/2 + 1 wide for rfft2d. sizes[] are the results' dynamic sizes. */
static bool fft_shapes(Fft *f, bool half, Value **sizes) {
  OpRewrite *r = f->r;
  Type *in = f->re->type, *rt = r->op->results[0]->type;
  int64_t dims[3];
  Value *insize[3];
  for (uint32_t d = 0; d < 3; d++) {
    int64_t i = in->dims[d];
    if (f->im && i == DIM_DYNAMIC) i = f->im->type->dims[d];
    if (i == DIM_DYNAMIC && (d < 2 || !half)) i = rt->dims[d];
    insize[d] = i == DIM_DYNAMIC ? lower_dim(r, f->re, d) : d ? lower_index(r, i) : NULL;
    f->in_dims[d] = dims[d] = i;
    sizes[d] = i == DIM_DYNAMIC ? insize[d] : NULL;
  }
  if (half) {
    dims[2] = dims[2] == DIM_DYNAMIC ? DIM_DYNAMIC : dims[2] / 2 + 1;
    if (dims[2] == DIM_DYNAMIC)
      sizes[2] = lower_emit2(&r->e, OPK_BINARY, "arith.addi", type_index(),
                             lower_emit2(&r->e, OPK_BINARY, "arith.divui", type_index(), insize[2], lower_index(r, 2)),
                             lower_index(r, 1));
  }
  for (uint32_t d = 0; d < 3; d++)
    if (rt->dims[d] != DIM_DYNAMIC && dims[d] != DIM_DYNAMIC && rt->dims[d] != dims[d])
      return lower_refuse(r, "the results must be N x H x %s of the input", half ? "(W/2 + 1)" : "W");
  f->out = type_tensor(f->ft, 3, dims, NULL);
  f->h = insize[1];
  f->w = insize[2];
  return true;
}

static bool read_fft(Fft *f, bool complex) {
  Op *op = f->r->op;
  uint32_t nin = complex ? 2 : 1;
  if (op->noperands != nin || op->nresults != 2)
    return lower_refuse(f->r, "expects %u operand%s and two results", nin, complex ? "s" : "");
  f->re = op->operands[0].value;
  f->im = complex ? op->operands[1].value : NULL;
  if (!is_f3(f->re) || (f->im && !is_f3(f->im)) || !is_f3(op->results[0]) || !is_f3(op->results[1]))
    return lower_refuse(f->r, "expects float tensors of rank 3 (N x H x W)");
  f->ft = f->re->type->elem;
  if ((f->im && f->im->type->elem != f->ft) || op->results[0]->type->elem != f->ft ||
      op->results[1]->type->elem != f->ft)
    return lower_refuse(f->r, "the operands and results must share one element type");
  const Attr *inv = op_attr(op, "inverse");
  f->inverse = complex && inv && inv->kind == ATTR_BOOL && inv->ival;
  return true;
}

/* The body; args: x (rfft2d) or xr, xi (fft2d), then the two sums */
static void fft_body(Fft *f, Block *blk) {
  Value **a = blk->args;
  Emitter *b = &f->b;
  Value *oy = lower_spell1(b, type_index(), NULL, "linalg.index 1 : index");
  Value *ox = lower_spell1(b, type_index(), NULL, "linalg.index 2 : index");
  Value *iy = lower_spell1(b, type_index(), NULL, "linalg.index 3 : index");
  Value *ix = lower_spell1(b, type_index(), NULL, "linalg.index 4 : index");
  Value *yy = lower_spell1(b, type_index(), NULL, "index.mul $v, $v", iy, oy);
  Value *xx = lower_spell1(b, type_index(), NULL, "index.mul $v, $v", ix, ox);
  Value *yr = lower_spell1(b, type_index(), NULL, "index.remu $v, $v", yy, f->h);
  Value *xr = lower_spell1(b, type_index(), NULL, "index.remu $v, $v", xx, f->w);
  Value *yc = fbin(f, "arith.divf", index_to_float(b, f->ft, yr), f->hf);
  Value *xc = fbin(f, "arith.divf", index_to_float(b, f->ft, xr), f->wf);
  Value *angle = fbin(f, "arith.mulf", f->two_pi, fbin(f, "arith.addf", yc, xc));
  if (f->inverse) angle = fbin(f, "arith.mulf", angle, lower_const_float(&f->k, f->ft, -1.0));
  Value *cos = lower_emit1(b, OPK_UNARY, "math.cos", f->ft, angle);
  Value *sin = lower_emit1(b, OPK_UNARY, "math.sin", f->ft, angle);
  Value *re, *im;
  Value *sum_re = a[f->im ? 2 : 1], *sum_im = a[f->im ? 3 : 2];
  if (!f->im) {
    re = fbin(f, "arith.addf", sum_re, fbin(f, "arith.mulf", a[0], cos));
    im = fbin(f, "arith.subf", sum_im, fbin(f, "arith.mulf", a[0], sin));
  } else {
    Value *rcos = fbin(f, "arith.mulf", a[0], cos);
    Value *rsin = fbin(f, "arith.mulf", a[1], sin);
    Value *real = fbin(f, "arith.addf", rcos, rsin);
    Value *icos = fbin(f, "arith.mulf", a[1], cos);
    Value *isin = fbin(f, "arith.mulf", a[0], sin);
    Value *imag = fbin(f, "arith.subf", icos, isin);
    re = fbin(f, "arith.addf", sum_re, real);
    im = fbin(f, "arith.addf", sum_im, imag);
  }
  lower_emit(b, OPK_YIELD, "linalg.yield", 2, (Value *[]){re, im}, NULL);
}

static Value *zeros(Fft *f, Value *const *sizes) {
  Value *e = lower_empty(f->r, f->out, sizes);
  Value *zero = lower_const_float(&f->k, f->ft, 0.0);
  return lower_spell1(&f->r->e, f->out, NULL, "linalg.fill ins($v : $t) outs($v : $t) -> $t", zero, f->ft, e, f->out,
                      f->out);
}

/*   %re0 = linalg.fill ins(%cst : f32) outs(%empty : tensor<NxHxW'xf32>) -> ...   (and %im0)
 *   %r:2 = linalg.generic {indexing_maps = [(d0, d3, d4) per input, (d0, d1, d2) per output],
 *            iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
 *            ins(%xr[, %xi] : ...) outs(%re0, %im0 : ...) { fft_body } -> (T, T) */
static bool lower_fourier(OpRewrite *r, bool complex) {
  Fft f = {.r = r};
  Value *sizes[3];
  if (!read_fft(&f, complex) || !fft_shapes(&f, !complex, sizes)) return false;
  f.k = (Emitter){.consts = r->ls, .loc = r->op->loc, .loc_spelling = r->op->loc_spelling};
  Value *re0 = zeros(&f, sizes), *im0 = re0; /* one zero tensor for both sums (two would be CSE'd) */
  f.two_pi = lower_const_float(&f.k, f.ft, 6.283185307179586);
  f.hf = size_float(&f, f.h, 1);
  f.wf = size_float(&f, f.w, 2);
  uint32_t nin = complex ? 2 : 1;
  Type *types[4] = {f.ft, f.ft, f.ft, f.ft};
  Block *blk = ir_block_new(r->op->loc, nin + 2, types);
  for (uint32_t i = 0; i < nin + 2; i++) blk->args[i]->name_hint = i < nin ? "in" : "out";
  f.b = (Emitter){.block = blk, .loc = r->op->loc, .loc_spelling = r->op->loc_spelling};
  fft_body(&f, blk);
  Attr *in_map = attr_affine_map(A(), "affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>");
  Attr *out_map = attr_affine_map(A(), "affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>");
  const char *iters = "iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\", \"reduction\"]";
  Op *g;
  if (complex)
    g = lower_spell(&r->e, 2, (Type *[]){f.out, f.out},
                    "linalg.generic {indexing_maps = [$m, $m, $m, $m], $s} ins($v, $v : $t, $t) "
                    "outs($v, $v : $t, $t) {$r} -> ($t, $t)",
                    in_map, in_map, out_map, out_map, iters, f.re, f.im, f.re->type, f.im->type, re0, im0, f.out,
                    f.out, blk, f.out, f.out);
  else
    g = lower_spell(&r->e, 2, (Type *[]){f.out, f.out},
                    "linalg.generic {indexing_maps = [$m, $m, $m], $s} ins($v : $t) outs($v, $v : $t, $t) {$r} "
                    "-> ($t, $t)",
                    in_map, out_map, out_map, iters, f.re, f.re->type, re0, im0, f.out, f.out, blk, f.out, f.out);
  for (uint32_t i = 0; i < 2; i++) {
    lower_result(r, i, g->results[i]);
    lower_result_sizes(r, i, sizes);
  }
  return true;
}

bool lower_fft2d(OpRewrite *r) { return lower_fourier(r, true); }
bool lower_rfft2d(OpRewrite *r) { return lower_fourier(r, false); }
