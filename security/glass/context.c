// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - the composite context grammar
 *
 * A context naming several modules' labels, in stack order:
 *
 *	context = "(" [ element *( "," element ) ] ")"
 *	element = name "=" value
 *	name    = 1*( "a"-"z" / "0"-"9" / "_" )
 *	value   = bare / quoted
 *	bare    = 1*( %x21-7E except ( ) , = " \ )
 *	quoted  = DQUOTE *( %x20-7E except " \  /  "\\"  /  "\" DQUOTE
 *			    /  "\x" 2HEXDIG ) DQUOTE
 *
 * so that (smack=_,apparmor=unconfined) reads as it looks, and a value
 * with a separator, a space or a byte outside printable ASCII is quoted:
 * apparmor="/usr/bin/foo (enforce)".  A value never holds a NUL (\x00 is
 * refused).  Each name appears at most once.
 *
 * When only one module has a label, the context is that label as the
 * module gives it, as on a kernel with that module alone: "_", not
 * "(smack=_)".  A label that begins with '(' would read as a composite,
 * so it keeps the composite form.
 */

#include <linux/ctype.h>
#include <linux/errno.h>
#include <linux/hex.h>
#include <linux/minmax.h>
#include <linux/string.h>

#include "common.h"
#include "context.h"

static bool glass_ctx_bare_char(unsigned char c)
{
	return c > ' ' && c < 0x7f && !strchr("(),=\"\\", c);
}

static bool glass_ctx_needs_quotes(const char *value, size_t len)
{
	size_t i;

	if (!len)
		return true;
	for (i = 0; i < len; i++)
		if (!glass_ctx_bare_char(value[i]))
			return true;
	return false;
}

/* Append @len bytes to buf[*pos], as far as @size allows. */
static void glass_ctx_put(char *buf, size_t size, size_t *pos,
			  const char *s, size_t len)
{
	if (*pos < size)
		memcpy(buf + *pos, s, min(len, size - *pos));
	*pos += len;
}

static void glass_ctx_put_value(char *buf, size_t size, size_t *pos,
				const char *value, size_t len)
{
	char esc[4];
	size_t i;

	if (!glass_ctx_needs_quotes(value, len)) {
		glass_ctx_put(buf, size, pos, value, len);
		return;
	}
	glass_ctx_put(buf, size, pos, "\"", 1);
	for (i = 0; i < len; i++) {
		unsigned char c = value[i];

		if (c == '"' || c == '\\') {
			esc[0] = '\\';
			esc[1] = c;
			glass_ctx_put(buf, size, pos, esc, 2);
		} else if (c < ' ' || c >= 0x7f) {
			esc[0] = '\\';
			esc[1] = 'x';
			hex_byte_pack(esc + 2, c);
			glass_ctx_put(buf, size, pos, esc, 4);
		} else {
			glass_ctx_put(buf, size, pos, value + i, 1);
		}
	}
	glass_ctx_put(buf, size, pos, "\"", 1);
}

/**
 * glass_ctx_format - write a composite context
 * @buf: where to write, or NULL with @size 0 to learn the length
 * @size: room in @buf, the NUL included
 * @elements: the modules' names and values, in stack order
 * @nr: number of elements
 *
 * Like snprintf(): @buf is NUL-terminated if @size is not 0.
 *
 * Return: the length of the whole context, without the NUL.
 */
size_t glass_ctx_format(char *buf, size_t size,
			const struct glass_ctx_element *elements, unsigned int nr)
{
	size_t pos = 0;
	unsigned int i;

	glass_ctx_put(buf, size, &pos, "(", 1);
	for (i = 0; i < nr; i++) {
		if (i)
			glass_ctx_put(buf, size, &pos, ",", 1);
		glass_ctx_put(buf, size, &pos, elements[i].name,
			      strlen(elements[i].name));
		glass_ctx_put(buf, size, &pos, "=", 1);
		glass_ctx_put_value(buf, size, &pos, elements[i].value,
				    elements[i].len);
	}
	glass_ctx_put(buf, size, &pos, ")", 1);
	if (size)
		buf[min(pos, size - 1)] = '\0';
	return pos;
}

/**
 * glass_ctx_is_one_label - is a context one module's own label
 * @elements: the modules' names and values, in stack order
 * @nr: number of elements
 *
 * Return: true when there is one element and it cannot be taken for a
 * composite.
 */
bool glass_ctx_is_one_label(const struct glass_ctx_element *elements,
			    unsigned int nr)
{
	return nr == 1 && elements[0].len && elements[0].value[0] != '(';
}

/**
 * glass_ctx_format_label - write the context of an object or a peer
 * @buf: where to write, or NULL with @size 0 to learn the length
 * @size: room in @buf, the NUL included
 * @elements: the modules' names and values, in stack order
 * @nr: number of elements
 *
 * One module's own label when glass_ctx_is_one_label(), else the
 * composite; like glass_ctx_format() otherwise.
 *
 * Return: the length of the context, without the NUL.
 */
size_t glass_ctx_format_label(char *buf, size_t size,
			      const struct glass_ctx_element *elements,
			      unsigned int nr)
{
	if (!glass_ctx_is_one_label(elements, nr))
		return glass_ctx_format(buf, size, elements, nr);
	if (size) {
		size_t n = min(elements[0].len, size - 1);

		memcpy(buf, elements[0].value, n);
		buf[n] = '\0';
	}
	return elements[0].len;
}

/* Unquote the value at *p in place; *p moves past it. */
static int glass_ctx_parse_value(char **p, const char *end,
				 struct glass_ctx_element *element)
{
	char *s = *p, *out = *p;

	element->value = out;
	if (s == end)
		return -EINVAL;
	if (*s != '"') {
		while (s < end && glass_ctx_bare_char(*s))
			s++;
		if (s == *p)
			return -EINVAL;
		element->len = s - *p;
		*p = s;
		return 0;
	}
	for (s++; s < end && *s != '"'; s++) {
		unsigned char c = *s;
		int hi, lo;

		if (c < ' ' || c >= 0x7f)
			return -EINVAL;
		if (c != '\\') {
			*out++ = c;
			continue;
		}
		if (++s == end)
			return -EINVAL;
		if (*s == '"' || *s == '\\') {
			*out++ = *s;
			continue;
		}
		if (*s != 'x' || end - s < 3)
			return -EINVAL;
		hi = hex_to_bin(s[1]);
		lo = hex_to_bin(s[2]);
		if (hi < 0 || lo < 0 || (hi | lo) == 0)
			return -EINVAL;
		*out++ = hi << 4 | lo;
		s += 2;
	}
	if (s == end)
		return -EINVAL;
	element->len = out - element->value;
	*p = s + 1;
	return 0;
}

/**
 * glass_ctx_parse - split a composite context into its elements
 * @text: the context, modified in place
 * @len: its length; it must be the whole of it, nothing after the ')'
 * @elements: filled with the elements, names and values NUL-terminated in @text
 * @max: room in @elements
 *
 * Return: the number of elements, or -EINVAL if @text does not follow the
 * grammar, names a module twice or has more than @max elements.
 */
int glass_ctx_parse(char *text, size_t len, struct glass_ctx_element *elements,
		    unsigned int max)
{
	char *p = text, *end = text + len;
	unsigned int nr = 0, i;

	if (len < 2 || *p++ != '(' || end[-1] != ')')
		return -EINVAL;
	end--;
	if (p == end)
		return 0;
	for (;;) {
		struct glass_ctx_element *element = &elements[nr];
		char *name = p;

		if (nr == max)
			return -EINVAL;
		while (p < end && (islower(*p) || isdigit(*p) || *p == '_'))
			p++;
		if (p == name || p == end || *p != '=')
			return -EINVAL;
		*p++ = '\0';
		element->name = name;
		if (glass_ctx_parse_value(&p, end, element))
			return -EINVAL;
		for (i = 0; i < nr; i++)
			if (!strcmp(elements[i].name, name))
				return -EINVAL;
		nr++;
		if (p == end)
			break;
		if (*p != ',')
			return -EINVAL;
		/* The separator becomes the value's NUL. */
		*p++ = '\0';
	}
	/* The closing parenthesis becomes the last value's NUL. */
	*end = '\0';
	for (i = 0; i < nr; i++)
		((char *)elements[i].value)[elements[i].len] = '\0';
	return nr;
}
